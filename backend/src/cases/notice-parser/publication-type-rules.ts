import type { PublicationType } from '../domain/case-notice.js';

/**
 * The operative phrases of each publication type, tested one lower-cased sentence at a time. A rule returns the
 * offset of the operative word in the sentence, or -1. Which type a notice gets when several rules fire is decided
 * in publication-type.ts; the rules here only have to avoid boilerplate that merely mentions a decision
 * ("bereits begonnene Maßnahmen werden einstweilen eingestellt", "falls nicht eröffnet wird", agenda items of a
 * Gläubigerversammlung, a reference back to an earlier decision).
 */

export interface Rule {
  readonly type: RuleType;
  readonly test: (sentence: string) => number;
}

/** Publication types plus `eigenverwaltung_angeordnet`, which only refines an opening found elsewhere. */
export type RuleType = Exclude<PublicationType, 'sonstiges' | 'eigenverwaltung'> | 'eigenverwaltung_angeordnet';

function at(pattern: RegExp, sentence: string): number {
  const match = pattern.exec(sentence);
  return match ? match.index : -1;
}

function when(sentence: string, required: RegExp, operative: RegExp, excluded?: RegExp): number {
  if (!required.test(sentence)) return -1;
  if (excluded && excluded.test(sentence)) return -1;
  return at(operative, sentence);
}

const PRELIMINARY_MEASURE =
  /sicherungsmaßnahme|vorläufigen? (?:insolvenz)?verwaltung|vorläufige[nr]? (?:insolvenzverwalter|sachwalter)|verfügungsverbot|verfügungsbeschränkung|zustimmungsvorbehalt|vorläufige eigenverwaltung|nebenmaßnahmen|veräußerungsverbot|vollstreckungsmaßnahmen|anordnung der vorläufigen|schutzschirm/;

// "aufgehoben" that is about something else than the proceedings: measures, an earlier order, a hearing, a warrant,
// the plan supervision, or the proceedings as a past fact ("ist inzwischen aufgehoben").
const NOT_THE_PROCEEDINGS = new RegExp(
  `${PRELIMINARY_MEASURE.source}|beschluss vom|haftbefehl|beabsichtigt|überwachung|inzwischen|bereits|(?<!des\\s[a-zäöüß]{0,20})termin[a-zäöüß]*\\s+(?:vom\\s+\\S+\\s+)?(?:(?:wird|ist)\\s+)?aufgehoben`,
);

// Sentences that list what a creditors' meeting may decide on, or announce what is only intended.
const AGENDA = /tagesordnung|beschlussfassung|gegebenenfalls|wirksamkeit der erklärung|beabsichtigt|erwogen/;

const HEARING =
  /gläubigerversammlung|prüfungstermin|erörterungs|abstimmungstermin|berichtstermin|anhörungstermin|\btermin\b/;

export const RULES: readonly Rule[] = [
  {
    type: 'abweisung_mangels_masse',
    test: (s) =>
      when(
        s,
        /mangels\b.{0,90}\bmasse|masse\b.{0,40}\bnicht\b.{0,40}\b(?:vorhanden|ausreich)|kosten des verfahrens|§\s*26\b|kostendeckende/,
        /\b(?:abgewiesen|zurückgewiesen)\b/,
        /beabsichtigt|erwogen|anhörung|beschwerde/,
      ),
  },
  {
    type: 'eroeffnung',
    test: (s) => {
      // Not "eröffnet werden" (a condition) and not "(eröffnet am …)" (a reference to the opening).
      const index = at(/(?<!\(\s*)\beröffnet\b(?!\s+werden)/, s);
      if (index < 0 || !/verfahren/.test(s)) return -1;
      const before = s.slice(Math.max(0, index - 90), index);
      if (/\b(?:nicht|falls|ob|wenn|sobald|sofern|bevor|bis zur)\b/.test(before)) return -1;
      if (/\b(?:eingestellt|aufgehoben|abgewiesen|beabsichtigt|inzwischen)\b/.test(s)) return -1;
      return index;
    },
  },
  {
    // Eigenverwaltung ordered for the opened proceedings (not the preliminary one of the application stage).
    type: 'eigenverwaltung_angeordnet',
    test: (s) => {
      if (!/sachwalter|eigenverwaltung/.test(s)) return -1;
      if (
        /vorläufige\w*\s+(?:eigenverwaltung|sachwalter)|aufgehoben|beabsichtigt|beantragt\b(?!.*angeordnet)/.test(s)
      ) {
        return -1;
      }
      return at(
        /eigenverwaltung\b.{0,60}\b(?:angeordnet|gestattet)\b|\b(?:angeordnet|gestattet)\b.{0,40}\beigenverwaltung|\b(?:zum|zur)\s+sachwalter(?:in)?\b|\bsachwalter(?:in)?\s+(?:ist|wird)\b/,
        s,
      );
    },
  },
  {
    type: 'schutzschirmverfahren',
    test: (s) =>
      when(
        s,
        /schutzschirm|vorlage eines (?:insolvenz)?plans/,
        /\b(?:angeordnet|eingeleitet|bestimmt|gesetzt|bewilligt|gestattet|frist)\b/,
        /aufgehoben|beendet|beabsichtigt|eröffnet|falls/,
      ),
  },
  {
    type: 'einstellung',
    test: (s) =>
      when(
        s,
        /verfahren|§\s*(?:207|211|212|213)\b|mangels\s+masse|masseunzulänglichkeit/,
        /\beingestellt\b/,
        /einstweilen|maßnahmen|vollstreckung|geschäftsbetrieb|\bbetrieb\b|tätigkeit|zahlungen|beabsichtigt|über eine|über die/,
      ),
  },
  {
    type: 'aufhebung',
    test: (s) => when(s, /insolvenzverfahren|das verfahren|\bverfahren wird\b/, /\baufgehoben\b/, NOT_THE_PROCEEDINGS),
  },
  {
    type: 'aufhebung_ueberwachung_insolvenzplan',
    test: (s) => when(s, /überwachung|planüberwachung/, /\baufgehoben\b|\bbeendet\b/, /beabsichtigt/),
  },
  {
    // Supervision ordered or running; a confirmation that announces it is told apart in publication-type.ts.
    type: 'ueberwachung_insolvenzplan',
    test: (s) =>
      when(
        s,
        /(?:insolvenz)?plan|§\s*26[0-8]\b/,
        /überwach(?:t|ung)\b|\bplanüberwachung\b/,
        /aufgehoben wird|beabsichtigt|beendet|überwachung\b.{0,80}\baufgehoben/,
      ),
  },
  {
    type: 'insolvenzplan',
    // Confirmed (§ 248 InsO); a confirmation mentioned as the reason of a later Aufhebung is not one.
    test: (s) =>
      when(
        s,
        /(?:insolvenz)?plan\b/,
        /\b(?:bestätigt|bestätigung des (?:insolvenz)?plans wird)\b/,
        /aufgehoben|versagt/,
      ),
  },
  {
    type: 'versagung_restschuldbefreiung',
    test: (s) =>
      when(
        s,
        /restschuldbefreiung/,
        /\b(?:versagt|widerrufen|zu versagen)\b/,
        /gelöscht|veröffentlichung|beabsichtigt|beantragt,/,
      ),
  },
  {
    type: 'restschuldbefreiung',
    test: (s) =>
      when(
        s,
        /restschuldbefreiung/,
        /\b(?:erteilt|angekündigt|ankündigung)\b/,
        /gelöscht|veröffentlichung|versagt|widerrufen|beantragt\b/,
      ),
  },
  {
    type: 'masseunzulaenglichkeit',
    test: (s) =>
      when(
        s,
        /masseunzulänglich|§\s*208\b|masse\b.{0,60}\bnicht ausreicht/,
        /\b(?:angezeigt|anzeige|angezeigte|festgestellt|vorliegt|eingetreten|droht)\b/,
        /nachdem|eingestellt|\bverteilt\b|§\s*(?:209|211)\b|\bfalls\b|\bwenn\b|\bob\b|\bgem\b|über die anzeige|zur anzeige/,
      ) >= 0
        ? at(/masseunzulänglich|§\s*208\b|masse\b/, s)
        : -1,
  },
  {
    type: 'verteilungsverzeichnis',
    // The list itself is laid open (§ 188 InsO), not merely mentioned as a topic of the final hearing.
    test: (s) =>
      !/verzeichnis|§\s*188\b/.test(s)
        ? -1
        : at(
            /(?:verteilungs|schluss)verzeichnis\w*\b.{0,160}\b(?:niedergelegt|ausgelegt|zur einsicht)|verzeichnis der (?:bei der (?:schluss|abschlags)?verteilung )?zu berücksichtigenden forderungen\b.{0,120}\b(?:niedergelegt|ausgelegt|einsicht)|verzeichnis der bei der (?:schluss|abschlags)?verteilung|§\s*188\b.{0,80}verzeichnis|verteilungsverzeichnis\w*\s*(?:gemäß|gem\.|nach)?\s*§\s*188\b|(?:anzeige|bekanntmachung)\s+(?:gemäß|gem\.|nach)\s+§\s*188\b/,
            s,
          ),
  },
  {
    type: 'schlussverteilung',
    test: (s) => {
      if (!/schluss/.test(s) || AGENDA.test(s)) return -1;
      return at(
        /(?:zustimmung zur|zustimmung zu der)\s+schlussverteilung|schlussverteilung\b.{0,80}\b(?:zugestimmt|genehmigt|erteilt)\b|an die stelle des schlusstermins|schlusstermin\w*\)?\b.{0,80}\b(?:bestimmt|anberaumt|festgesetzt|findet|verlegt)\b|(?:bestimmt|anberaumt)\b.{0,40}\bschlusstermin/,
        s,
      );
    },
  },
  {
    type: 'nachtragsverteilung',
    test: (s) =>
      when(s, /nachtragsverteilung/, /\b(?:angeordnet|vorbehalten|durchgeführt|beauftragt)\b/, /beabsichtigt|falls/),
  },
  {
    type: 'sicherungsmassnahmen',
    test: (s) => {
      if (/\baufgehoben\b|beabsichtigt|falls|im falle/.test(s)) return -1;
      const appointed = at(/(?:zum|zur|zu dem|zu der)\s+vorläufigen\s+(?:insolvenzverwalter|sachwalter)/, s);
      if (appointed >= 0 && /\b(?:bestellt|ernannt)\b/.test(s)) return appointed;
      const ordered = at(/\bangeordnet\b/, s);
      if (ordered >= 0 && /§§?\s*21\b|vorläufige|sicherung|verfügung|zustimmung|zwangsvollstreckung/.test(s))
        return ordered;
      return at(
        /verfügungsverbot\s+auferlegt|zur sicherung\b.{0,220}\b(?:maßnahmen getroffen|angeordnet)|zwangsvollstreckung\b.{0,160}\buntersagt/,
        s,
      );
    },
  },
  {
    type: 'aufhebung_sicherungsmassnahmen',
    test: (s) => when(s, PRELIMINARY_MEASURE, /\baufgehoben\b/, /beabsichtigt/),
  },
  {
    type: 'freigabe_selbstaendige_taetigkeit',
    test: (s) =>
      when(
        s,
        /selbst(?:st)?ändig|gewerb|tätigkeit/,
        /nicht zur insolvenzmasse gehör|freigegeben|\bfreigabe\b|\b(?:gibt|gab)\b.{0,80}\bfrei\b/,
        AGENDA,
      ),
  },
  {
    type: 'verwalterwechsel',
    test: (s) =>
      when(
        s,
        /verwalter|treuhänder|sachwalter/,
        /\b(?:entlassen|entlässt|verstorben)\b|\b(?:an stelle|anstelle|an die stelle)\b.{0,160}\b(?:bestellt|ernannt)\b/,
        /beabsichtigt|\bfalls\b|antrag auf (?:\w+ )?entlassung|entlassung\b.{0,40}\bbeantragt/,
      ),
  },
  {
    type: 'verguetungsfestsetzung',
    test: (s) => when(s, /vergütung/, /\bfestgesetzt\b|\bfestsetzung\b/, /beantragt|beabsichtigt|zur festsetzung/),
  },
  {
    type: 'pruefungstermin',
    // A Prüfungstermin of its own (for claims filed late, § 177 InsO), not the one set with the opening.
    test: (s) =>
      when(
        s,
        /prüfungstermin|prüfung\b.{0,40}\bforderungen|§\s*177\b/,
        /\b(?:bestimmt|anberaumt|findet|verlegt|festgesetzt|aufgehoben|termin\w*\s*:)|prüfungstermin\w*\s*(?:\([^)]*\)\s*)?:|nachträglich/,
        /berichts|gläubigerversammlung|eröffnet|anmeldefrist|beabsichtigt/,
      ),
  },
  {
    type: 'termin',
    test: (s) =>
      when(
        s,
        HEARING,
        /\b(?:bestimmt|anberaumt|einberufen|findet|verlegt|festgesetzt|aufgehoben)\b|(?:termin|versammlung)\w*\b[^.]{0,90}:\s*(?:montag|dienstag|mittwoch|donnerstag|freitag|\d{1,2}\.\d{1,2}\.\d{4})/,
      ),
  },
];
