import { parseNotice } from './parse-notice.js';
import { TEMPLATE_OPERATIVES } from './publication-type.test-kit.js';
import { annotatedNotices, corpusNotices, fixturesMissing } from './real-notices.test-kit.js';

/*
 * Texts whose blanks were lost when HTML was flattened: written as variants of the real notices (read at run time
 * from ../shared/fixtures/real-notices/) and of the template texts. What a user searches and filters by (debtor
 * name, city, register number, notice type) must come out as from the intact text.
 */

const ARTICLE_OR_PREPOSITION =
  /(?<=(?:^|[\s(])(?:der|die|das|dem|den|des|d\.|im|am|zum|zur|vom|von|über|unter|bei|in|an|auf)) (?=[A-ZÄÖÜ])/g;

const VARIANTS: Readonly<Record<string, (text: string) => string>> = {
  // "über das Vermögen derMuster GmbH", "imHandelsregister des AmtsgerichtsEssen"
  'words glued to the article or preposition before them': (text) => text.replace(ARTICLE_OR_PREPOSITION, ''),
  // "45127Essen"
  'postal codes glued to their city': (text) => text.replace(/\b(\d{5}) (?=[A-ZÄÖÜ])/g, '$1'),
  // "am  um  Uhr": the date and time fields of the court's form left empty
  'date and time left empty': (text) =>
    text.replace(/\b(am|vom) \d{1,2}\.\d{1,2}\.\d{4},? um \d{1,2}[:.]\d{2} Uhr/g, '$1  um  Uhr'),
};
const ALL = (text: string) => Object.values(VARIANTS).reduce((variant, glue) => glue(variant), text);

const fields = (text: string) => {
  const parsed = parseNotice(text);
  return {
    debtorName: parsed.debtorName,
    city: parsed.city,
    register: parsed.register?.number ?? null,
    publicationType: parsed.publicationType,
  };
};

describe('notices whose whitespace was lost', () => {
  it.each([...Object.entries(VARIANTS), ['all of these at once', ALL] as const])(
    'keeps debtor, city, register and type of every real notice: %s',
    (_, glue) => {
      if (fixturesMissing()) return;
      const notices = [...(annotatedNotices() ?? []), ...(corpusNotices() ?? [])];
      const changed = notices.filter((notice) => glue(notice.text) !== notice.text);
      expect(changed.length).toBeGreaterThan(notices.length / 2);
      const differences = changed
        .map((notice) => ({ id: notice.id, intact: fields(notice.text), glued: fields(glue(notice.text)) }))
        .filter(({ intact, glued }) => JSON.stringify(intact) !== JSON.stringify(glued));
      expect(differences).toEqual([]);
    },
  );

  it.each(TEMPLATE_OPERATIVES)('reads %s from a glued template text: %s', (type, operative) => {
    const text = ALL(
      `Amtsgericht Essen, Aktenzeichen: 160 IN 12/21 In dem Insolvenzverfahren über das Vermögen der Muster Bau GmbH, Hauptstraße 1, 45127 Essen (AG Essen, HRB 1234): ${operative}`,
    );
    expect(text).toContain('derMuster Bau GmbH, Hauptstraße 1, 45127Essen');
    expect(fields(text)).toEqual({
      debtorName: 'Muster Bau GmbH',
      city: 'Essen',
      register: '1234',
      publicationType: type,
    });
  });
});
