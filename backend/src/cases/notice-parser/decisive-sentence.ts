import { normaliseNoticeText } from './normalise-text.js';
import { findPublicationType } from './publication-type.js';
import { splitSentences } from './sentences.js';

/** Long enough for the operative sentence of nearly every notice, short enough for a timeline entry. */
export const PREVIEW_LENGTH = 320;
/** An operative sentence whose subject (the debtor with addresses and representatives) runs longer starts at its verb. */
const SUBJECT_LENGTH = 150;
// The finite verb that opens the predicate: "… (Geschäftsführer), ist am 18.12.2019 … eröffnet worden".
const PREDICATE =
  /[\s,)]\s*(?=(?:ist|wird|wurde|werden|hat)\s+(?:am|heute|der|die|das|den|mit|gemäß|durch|wegen|auf|gegen|zur|zum|nach)\b)/g;

function shorten(sentence: string): string {
  const text = sentence
    // The Aktenzeichen header some courts put in front of the first sentence ("Geschäfts-Nr.: 70 IN 4/19 Am …").
    .replace(
      /^\s*(?:Amtsgericht\s+[^,:]{2,40},?\s*)?(?:(?:Aktenzeichen|Geschäfts-?Nr\.?)\s*:?\s*)?(?:\d+[a-z]?\s+I[NK]\s+\d+\/\d+(?:\s+[A-Z]{1,4})?\s*:?\s+)+(?=[A-ZÄÖÜ])/,
      '',
    )
    .replace(/^\s*(?:\|\s*)?(?:\d{1,2}\.\)?\s+|[a-z]\)\s+)?(?:Beschluss\s*:\s*)?/, '')
    .replace(/\s*\|?\s*$/, '')
    .trim();
  if (text.length <= PREVIEW_LENGTH) return text;
  const cut = text.slice(0, PREVIEW_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > PREVIEW_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()} …`;
}

function fromPredicate(sentence: string, operativeOffset: number, predicate = PREDICATE): string {
  if (operativeOffset <= SUBJECT_LENGTH) return sentence;
  const starts = [...sentence.slice(0, operativeOffset).matchAll(predicate)];
  const last = starts[starts.length - 1];
  if (last) return `… ${sentence.slice(last.index + last[0].length)}`;
  // No recognisable verb: the words leading up to the operative one.
  const window = sentence.slice(operativeOffset - SUBJECT_LENGTH, operativeOffset);
  return `… ${sentence.slice(operativeOffset - SUBJECT_LENGTH + window.indexOf(' ') + 1)}`;
}

// Any finite verb, for a notice without a recognised operative sentence.
const FINITE_VERB = /[\s,)]\s*(?=(?:ist|wird|wurde|werden|hat)\s)/g;

/**
 * The sentence that says what a notice decides ("… wird heute … das Insolvenzverfahren eröffnet"), for the
 * case timeline: the opening of a notice is boilerplate (court, Aktenzeichen, the debtor's address) that repeats in
 * every notice of a case. Without a recognised operative sentence, the predicate of the first sentence.
 */
export function decisiveSentence(input: string): string {
  const { text } = normaliseNoticeText(input);
  const { operativeIndex } = findPublicationType(text);
  if (operativeIndex !== null) {
    const sentence = splitSentences(text).find(
      (s) => s.start <= operativeIndex && operativeIndex < s.start + s.text.length,
    );
    if (sentence && sentence.text.trim().length > 0)
      return shorten(fromPredicate(sentence.text, operativeIndex - sentence.start));
  }
  const first = splitSentences(text)[0]?.text ?? text;
  return shorten(fromPredicate(first, first.length, FINITE_VERB));
}
