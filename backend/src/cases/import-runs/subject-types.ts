import type { PublicationType } from '../domain/case-notice.js';

/** The portal's Gegenstand codes, for when the parser cannot tell the type from the text. */
export const PUBLICATION_TYPE_BY_SUBJECT: Record<string, PublicationType> = {
  SICHMASS: 'sicherungsmassnahmen',
  EROEFF: 'eroeffnung',
  ABWMASS: 'abweisung_mangels_masse',
  ENT_VERF: 'sonstiges',
  ENT_AUF_VERF: 'aufhebung',
  ENT_RSB: 'restschuldbefreiung',
  VERTVERZ: 'verteilungsverzeichnis',
  INSO_PLAN: 'ueberwachung_insolvenzplan',
  SONST: 'sonstiges',
};
