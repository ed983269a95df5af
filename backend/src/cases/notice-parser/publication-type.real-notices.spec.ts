import type { PublicationType } from '../domain/case-notice.js';
import { parseNotice } from './parse-notice.js';
import { TEMPLATE_OPERATIVES } from './publication-type.test-kit.js';
import { annotatedNotices, corpusNotices, fixturesMissing, type AnnotatedNotice } from './real-notices.test-kit.js';

/*
 * Publication types on the real notices of ../shared/fixtures/real-notices/ (read at run time): the types the
 * fixtures hold (Sicherungsmaßnahmen, Eröffnung also in Eigenverwaltung, Abweisung, one Schlussverteilung and two
 * notices that are none of these), and every other type's operative part written behind the real notices' heads,
 * where the debtor's name, city and register must stay what the real notice gives.
 */

const REAL_TYPES: Readonly<Record<string, PublicationType>> = {
  'iwh-2020-01-0': 'sicherungsmassnahmen',
  // Lifts the preliminary Eigenverwaltung and appoints a vorläufiger Insolvenzverwalter instead.
  'iwh-2020-01-1156': 'sicherungsmassnahmen',
  // Baden-Württemberg layout, sections separated by " | ".
  'iwh-2020-02-1642': 'sicherungsmassnahmen',
  'iwh-2020-04-4436': 'sicherungsmassnahmen',
  // Lists "Freigabe der selbständigen Tätigkeit" among the agenda of the Berichtstermin.
  'iwh-2019-12-66': 'eroeffnung',
  // Also announces the Masseunzulänglichkeit (§ 208 InsO).
  'iwh-2020-02-1797': 'eroeffnung',
  'iwh-2020-05-5907': 'eroeffnung',
  'iwh-2020-02-1715': 'eigenverwaltung',
  'iwh-2020-03-13': 'eigenverwaltung',
  'iwh-2020-02-38': 'eigenverwaltung',
  'iwh-2020-01-111': 'eigenverwaltung',
  'iwh-2020-02-174': 'eigenverwaltung',
  'iwh-2020-04-5447': 'abweisung_mangels_masse',
  'iwh-2021-02-15717': 'abweisung_mangels_masse',
  'iwh-2020-07-8327': 'abweisung_mangels_masse',
  // Listed under "Eröffnung" by the collector: consent to the Schlussverteilung and a written Schlusstermin.
  'iwh-2020-03-175': 'schlussverteilung',
  // A Verfahrenspfleger appointed, and a rejection only announced for a hearing: no type of their own.
  'iwh-2020-02-298': 'sonstiges',
  'iwh-2020-01-129': 'sonstiges',
};

interface Head {
  readonly id: string;
  readonly text: string;
  /** What the annotation says of the debtor, as far as the head shows it. */
  readonly debtor: { readonly debtorName: string; readonly city: string; readonly register: string | null };
}

/** The real text up to the debtor's address and the register note or "- Schuldnerin -" right after it. */
function debtorHead(notice: AnnotatedNotice): Head | null {
  const expected = notice.expected as Record<string, string | null> & { register: { number: string } | null };
  const { debtor_name: name, postal_code: postalCode, city } = expected;
  if (!name || !postalCode || !city) return null;
  const nameAt = notice.text.indexOf(name);
  const place = `${postalCode} ${city}`;
  const placeAt = nameAt < 0 ? -1 : notice.text.indexOf(place, nameAt);
  if (placeAt < 0) return null;
  let end = placeAt + place.length;
  end += /^\s*\([^()]*\)/.exec(notice.text.slice(end))?.[0].length ?? 0;
  // Berlin and Baden-Württemberg close the debtor block with "- Schuldnerin -" (after the register line).
  const marker = /^.{0,300}?-\s*Schuldner(?:in)?\s*-/.exec(notice.text.slice(end));
  if (marker) end += marker[0].length;
  const text = notice.text.slice(0, end);
  const register = expected.register && text.includes(expected.register.number) ? expected.register.number : null;
  return { id: notice.id, text, debtor: { debtorName: name, city, register } };
}

describe('publication types of the real notices', () => {
  it('reads the type of the real notices of each kind in the fixtures', () => {
    if (fixturesMissing()) return;
    const texts = new Map([...(annotatedNotices() ?? []), ...(corpusNotices() ?? [])].map((n) => [n.id, n.text]));
    const read = Object.fromEntries(
      Object.keys(REAL_TYPES).map((id) => [id, parseNotice(texts.get(id) ?? '').publicationType]),
    );
    expect(read).toEqual(REAL_TYPES);
  });

  it('leaves at most 3 % of the real corpus as "sonstiges"', () => {
    if (fixturesMissing()) return;
    const corpus = corpusNotices() ?? [];
    const types = corpus.map((notice) => parseNotice(notice.text).publicationType);
    const sonstiges = types.filter((type) => type === 'sonstiges').length;
    expect(corpus).toHaveLength(300);
    expect(sonstiges / corpus.length).toBeLessThanOrEqual(0.03);
  });

  it.each(TEMPLATE_OPERATIVES)(
    'reads %s written behind the heads of the annotated notices, debtor unchanged: %s',
    (type, operative) => {
      if (fixturesMissing()) return;
      const heads = (annotatedNotices() ?? []).map(debtorHead).filter((head): head is Head => head !== null);
      expect(heads.length).toBeGreaterThanOrEqual(12);
      for (const head of heads) {
        const parsed = parseNotice(`${head.text}: ${operative}`);
        expect({
          id: head.id,
          type: parsed.publicationType,
          debtorName: parsed.debtorName,
          city: parsed.city,
          register: parsed.register?.number ?? null,
        }).toEqual({ id: head.id, type, ...head.debtor });
      }
    },
  );
});
