import { formatDate } from '../../../lib/format/dates';
import { detectionText } from '../../../lib/format/detection';
import { landName } from '../../../lib/insolvency/lands';
import { procedureTypeLabel } from '../../../lib/insolvency/procedure-types';
import type { CaseDetail } from '../api/case-api';
import { AdministratorContact, administratorRoleLabel } from './administrator-contact';
import { cityFromAddress } from './city-from-address';
import { type Fact, FactList } from './fact-list';

export const NOT_SPECIFIED = 'Nicht angegeben';

/** "HRB 8710, Amtsgericht Gießen" */
function registerText(register: NonNullable<CaseDetail['facts']>['register']): string | null {
  if (!register || !(register.type || register.number)) return null;
  const entry = [register.type, register.number].filter(Boolean).join(' ');
  return register.court ? `${entry}, ${register.court}` : entry;
}

/**
 * SPEC §2 Case detail fields with their defaults, plus the structured facts the notices state (register, legal
 * form, Anmeldefrist, first publication); the administrator only when known, with contact details when read.
 */
export function caseFacts(detail: CaseDetail): Fact[] {
  const city = cityFromAddress(detail.address) ?? detail.city ?? undefined;
  const facts: Fact[] = [
    { label: 'Aktenzeichen', value: detail.caseNumber || NOT_SPECIFIED },
    { label: 'Gericht', value: detail.court || NOT_SPECIFIED },
    { label: 'Adresse', value: detail.address || NOT_SPECIFIED },
    { label: 'Ort', value: city ?? NOT_SPECIFIED },
  ];
  const legalForm = detail.facts?.legalForm;
  if (legalForm) facts.push({ label: 'Rechtsform', value: legalForm });
  const register = registerText(detail.facts?.register ?? null);
  if (register) facts.push({ label: 'Registereintrag', value: register });
  // When we saw it first, beside the portal's date: "18.11.2026 · erkannt 10:42 Uhr" (issue #30).
  const detected = detectionText(detail.publicationDate, detail.detectedAt);
  const published = formatDate(detail.publicationDate);
  facts.push({ label: 'Veröffentlichungsdatum', value: detected ? `${published} · ${detected}` : published });
  if (detail.firstPublicationDate && detail.firstPublicationDate !== detail.publicationDate) {
    facts.push({ label: 'Erste Bekanntmachung', value: formatDate(detail.firstPublicationDate) });
  }
  const deadline = detail.facts?.claimsDeadline;
  if (deadline) facts.push({ label: 'Anmeldefrist', value: `bis ${formatDate(deadline)}` });
  facts.push(
    { label: 'Verfahrensart', value: procedureTypeLabel(detail.procedureType) ?? NOT_SPECIFIED },
    { label: 'Bundesland', value: landName(detail.state) ?? NOT_SPECIFIED },
  );
  const contact = detail.facts?.administrator;
  if (contact) {
    facts.push({ label: administratorRoleLabel(contact.role), value: <AdministratorContact contact={contact} /> });
  } else if (detail.administrator) {
    facts.push({ label: 'Insolvenzverwalter', value: detail.administrator });
  }
  return facts;
}

export function CaseFacts({ detail }: { detail: CaseDetail }) {
  return <FactList facts={caseFacts(detail)} />;
}
