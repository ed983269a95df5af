import { correctionOrder } from './correction-order.js';
import { corpusNotices, fixturesMissing } from './real-notices.test-kit.js';

describe('a Berichtigungsbeschluss published as a notice (issue #32)', () => {
  it('names the decision it corrects', () => {
    expect(
      correctionOrder(
        'Amtsgericht Köln, 71 IN 123/26. In dem Insolvenzverfahren über das Vermögen der Muster Bau GmbH wird der ' +
          'Beschluss vom 12.11.2026 wegen offenbarer Unrichtigkeit dahingehend berichtigt, dass der Verwalter ' +
          'Rechtsanwalt Dr. Bernd Neu ist.',
      ),
    ).toEqual({ correctedDecisionDate: '2026-11-12' });
    expect(
      correctionOrder(
        'Der Beschluss des Amtsgerichts Bonn vom 3.2.2026 wird im Tenor zu 2. berichtigt: Anmeldefrist ist der 15.03.2026.',
      ),
    ).toEqual({ correctedDecisionDate: '2026-02-03' });
    expect(correctionOrder('Berichtigungsbeschluss: In dem Insolvenzverfahren … wird der Name berichtigt.')).toEqual({
      correctedDecisionDate: null,
    });
  });

  it('is not the opening boilerplate about paying the costs', () => {
    expect(
      correctionOrder(
        'Der vorläufige Verwalter wird ermächtigt, aus dem Sonderkonto die Kosten des Verfahrens zu berichtigen. ' +
          'Nach Berichtigung der Kosten endet diese Teilverfügungsbefugnis. Beschluss vom 31.01.2020.',
      ),
    ).toBeNull();
  });

  it('finds none among the real notices of the corpus (none is a Berichtigungsbeschluss)', () => {
    const corpus = corpusNotices();
    if (!corpus) {
      expect(fixturesMissing()).toBe(true);
      return;
    }
    expect(corpus.filter((n) => correctionOrder(n.text) !== null).map((n) => n.id)).toEqual([]);
  });
});
