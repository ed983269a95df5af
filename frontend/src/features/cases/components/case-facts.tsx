import { formatDate } from '../../../lib/format/dates';
import { landName } from '../../../lib/insolvency/lands';
import { procedureTypeLabel } from '../../../lib/insolvency/procedure-types';
import type { CaseDetail } from '../api/case-api';
import { cityFromAddress } from './city-from-address';
import { type Fact, FactList } from './fact-list';

export const NOT_SPECIFIED = 'Nicht angegeben';

/** SPEC §2 Case detail fields with their defaults; the administrator only when known. */
export function caseFacts(detail: CaseDetail): Fact[] {
  const city = cityFromAddress(detail.address) ?? detail.city ?? undefined;
  const facts: Fact[] = [
    { label: 'Aktenzeichen', value: detail.caseNumber || NOT_SPECIFIED },
    { label: 'Gericht', value: detail.court || NOT_SPECIFIED },
    { label: 'Adresse', value: detail.address || NOT_SPECIFIED },
    { label: 'Ort', value: city ?? NOT_SPECIFIED },
    { label: 'Veröffentlichungsdatum', value: formatDate(detail.publicationDate) },
    { label: 'Verfahrensart', value: procedureTypeLabel(detail.procedureType) ?? NOT_SPECIFIED },
    { label: 'Bundesland', value: landName(detail.state) ?? NOT_SPECIFIED },
  ];
  if (detail.administrator) facts.push({ label: 'Insolvenzverwalter', value: detail.administrator });
  return facts;
}

export function CaseFacts({ detail }: { detail: CaseDetail }) {
  return <FactList facts={caseFacts(detail)} />;
}
