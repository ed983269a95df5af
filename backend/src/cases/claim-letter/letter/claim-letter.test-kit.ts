import type { LetterCase } from './claim-letter-content.js';
import type { ClaimLetterForm } from './claim-letter-form.js';

/** A case with an administrator and an Anmeldefrist, names with umlauts. */
export const LETTER_CASE: LetterCase = {
  companyName: 'Müller & Söhne Straßenbau GmbH',
  debtorKind: 'company',
  court: 'Amtsgericht Gießen',
  caseNumber: '6 IN 149/26',
  claimsDeadline: '2027-01-15',
  administrator: {
    role: 'insolvenzverwalter',
    name: 'Rechtsanwalt Dr. Hans Jürgen Muster',
    firm: 'Muster & Partner Rechtsanwälte',
    street: 'Lahnstraße 1',
    postalCode: '35398',
    city: 'Gießen',
  },
};

/** A creditor with three claims (Hauptforderung, Zinsen, Kosten). */
export const LETTER_FORM: ClaimLetterForm = {
  creditor: {
    name: 'Erika Gläubiger',
    company: 'Baustoffe Süd GmbH',
    street: 'Lindenstraße 5',
    postalCode: '50667',
    city: 'Köln',
    email: 'erika@baustoffe-sued.example',
    phone: '0221 123456',
  },
  claims: [
    {
      kind: 'hauptforderung',
      reason: 'Rechnung Nr. 4711 vom 02.09.2026 (Lieferung von Baustoffen)',
      amount: '12.345,67',
      evidence: 'Rechnung, Lieferschein',
    },
    {
      kind: 'zinsen',
      reason: 'Verzugszinsen 9 Prozentpunkte über Basiszins bis zur Eröffnung',
      amount: '234,5',
      evidence: 'Zinsberechnung',
    },
    { kind: 'kosten', reason: 'Mahnkosten', amount: '40', evidence: '' },
  ],
  reference: 'KD-4711/ü',
};
