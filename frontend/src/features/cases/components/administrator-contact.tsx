import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AdministratorContact as Contact } from '../api/case-api';

const ROLE_LABELS: Record<string, string> = {
  insolvenzverwalter: 'Insolvenzverwalter',
  vorlaeufiger_insolvenzverwalter: 'Vorläufiger Insolvenzverwalter',
  sachwalter: 'Sachwalter',
  vorlaeufiger_sachwalter: 'Vorläufiger Sachwalter',
  treuhaender: 'Treuhänder',
  sachverstaendiger: 'Sachverständiger',
};

/** The label of the administrator fact: the role the notice names, "Insolvenzverwalter" when unknown. */
export function administratorRoleLabel(role: string | null | undefined): string {
  return (role && ROLE_LABELS[role]) || 'Insolvenzverwalter';
}

/** A phone number as a tel: URI: digits and a leading plus only ("0641/9829218" → "tel:06419829218"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}

/** Name, firm and address as published, phone and e-mail as links a phone or mail program opens. */
export function AdministratorContact({ contact }: { contact: Contact }) {
  const place = [contact.postalCode, contact.city].filter(Boolean).join(' ');
  return (
    <Stack component="span" spacing={0.25}>
      <span>{contact.name}</span>
      {contact.firm && <span>{contact.firm}</span>}
      {contact.street && <span>{contact.street}</span>}
      {place && <span>{place}</span>}
      {contact.phone && (
        <span>
          Telefon: <Link href={telHref(contact.phone)}>{contact.phone}</Link>
        </span>
      )}
      {contact.email && (
        <span>
          E-Mail: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        </span>
      )}
    </Stack>
  );
}
