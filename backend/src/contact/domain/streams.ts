/** Stream names of the contact context: random UUIDs only, never personal data (docs/DESIGN.md §4). */
export const contactStream = (messageId: string): string => `contact-${messageId}`;

/** Survives the erasure of `contact-<id>`: holds the `ContactMessageDeleted` audit record. */
export const contactAuditStream = (messageId: string): string => `contactaudit-${messageId}`;
