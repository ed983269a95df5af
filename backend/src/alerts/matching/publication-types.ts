import { PUBLICATION_TYPE_NAMES, type PublicationType } from '../../cases/domain/events.js';

/** German names of the parsed publication types, for keywords ("Eröffnung") and the digest mail (cases' list). */
export const PUBLICATION_TYPE_LABELS: Record<PublicationType, string> = PUBLICATION_TYPE_NAMES;

export function publicationTypeLabel(type: string): string {
  return PUBLICATION_TYPE_LABELS[type as PublicationType] ?? type;
}
