import { splitSentences } from '../sentences.js';

/** Long enough for a deadline sentence with its place, short enough for a tooltip and the read model. */
const MAX_LENGTH = 400;

/**
 * The sentence of a notice that holds a position (where a date stands), whitespace-trimmed. A sentence longer than
 * MAX_LENGTH (a hearing with its whole agenda) is cut to a window around the position, marked with "…".
 */
export function sentenceFinder(text: string): (index: number) => string {
  const sentences = splitSentences(text);
  return (index) => {
    const sentence = sentences.find((s) => s.start <= index && index < s.start + s.text.length);
    if (!sentence) return '';
    const whole = sentence.text.trim();
    if (whole.length <= MAX_LENGTH) return whole;
    const at = index - sentence.start;
    const from = Math.max(0, Math.min(at - MAX_LENGTH / 2, sentence.text.length - MAX_LENGTH));
    const window = sentence.text.slice(from, from + MAX_LENGTH);
    // Cut at word boundaries so no word is shown half.
    const start = from > 0 ? window.indexOf(' ') + 1 : 0;
    const end = from + MAX_LENGTH < sentence.text.length ? window.lastIndexOf(' ') : window.length;
    return `${from > 0 ? '… ' : ''}${window.slice(start, end).trim()}${end < window.length ? ' …' : ''}`;
  };
}
