/** Names of the search form's controls (docs/PORTAL.md "Search form controls") and the values of its selects. */
import type { SubjectCode } from '../generator/notice.js';

export const FORM_ID = 'frm_suche';

export const CONTROL = {
  state: 'frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom',
  court: 'frm_suche:lsi_insolvenzgerichte:codelist:scl_insolvenzgericht:mysom',
  dateFrom: 'frm_suche:ldi_datumVon:datumHtml5',
  dateTo: 'frm_suche:ldi_datumBis:datumHtml5',
  wildcard: 'frm_suche:lsom_wildcard:lsom',
  name: 'frm_suche:litx_firmaNachName:text',
  firstName: 'frm_suche:litx_vorname:text',
  seat: 'frm_suche:litx_sitzWohnsitz:text',
  azDivision: 'frm_suche:iaz_aktenzeichen:itx_abteilung',
  azSign: 'frm_suche:iaz_aktenzeichen:som_registerzeichen:mysom',
  azNumber: 'frm_suche:iaz_aktenzeichen:itx_lfdNr',
  azYear: 'frm_suche:iaz_aktenzeichen:itx_jahr',
  azFlag: 'frm_suche:iaz_aktenzeichen:ih_aktenzeichen',
  subject: 'frm_suche:lsom_gegenstand:codelist:mysom',
  registerCourt: 'frm_suche:ir_registereintrag:som_registergericht:mysom',
  registerType: 'frm_suche:ir_registereintrag:som_registerart:mysom',
  registerNumber: 'frm_suche:ir_registereintrag:itx_registernummer',
  registerFlag: 'frm_suche:ir_registereintrag:ih_registereintrag',
  submit: 'frm_suche:cbt_suchen',
} as const;

export const VIEW_STATE = 'jakarta.faces.ViewState';
export const NO_CODE = 'NO_CODE';

export const SUBJECT_LABELS: Record<SubjectCode, string> = {
  SICHMASS: 'Sicherungsmaßnahmen',
  EROEFF: 'Eröffnungen',
  ABWMASS: 'Abweisungen mangels Masse',
  ENT_VERF: 'Entscheidungen im Verfahren',
  ENT_AUF_VERF: 'Entscheidungen nach Aufhebung des Verfahrens',
  ENT_RSB: 'Entscheidungen im Restschuldbefreiungsverfahren',
  VERTVERZ: 'Verteilungsverzeichnisse',
  INSO_PLAN: 'Überwachte Insolvenzpläne',
  SONST: 'Sonstiges',
};

/**
 * Wildcard modes of the firm/surname field. 0 (default): "beginnt mit", * and ? allowed; 1: exact match (* and ?
 * allowed); 2: "enthält".
 */
export const WILDCARD_MODES: readonly (readonly [string, string])[] = [
  ['0', 'beginnt mit (Platzhalter * und ? möglich)'],
  ['1', 'genaue Übereinstimmung'],
  ['2', 'enthält'],
];

export const REGISTER_SIGNS = ['IN', 'IK', 'IE', 'IZ'] as const;
export const REGISTER_TYPES = ['GnR', 'HRA', 'HRB', 'PR', 'VR'] as const;
