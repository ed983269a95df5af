import type { PublicationType } from '../domain/case-notice.js';

/**
 * Operative parts of every publication type, written after the portal's templates (the courts' standard wording),
 * some types in several forms (Einstellung under each §). Tests put them behind made-up and real notice heads.
 */
export const TEMPLATE_OPERATIVES: readonly (readonly [PublicationType, string])[] = [
  ['sicherungsmassnahmen', 'Zum vorläufigen Insolvenzverwalter wird Rechtsanwalt X bestellt.'],
  ['sicherungsmassnahmen', 'Es wird die vorläufige Verwaltung angeordnet (§§ 21, 22 InsO).'],
  [
    'sicherungsmassnahmen',
    'Die vorläufige Eigenverwaltung wird angeordnet (§ 270b InsO). Zur vorläufigen Sachwalterin wird Rechtsanwältin Y bestellt.',
  ],
  [
    'schutzschirmverfahren',
    'Der Schuldnerin wird zur Vorlage eines Insolvenzplans eine Frist bis zum 30.04.2021 bestimmt (§ 270d InsO). Zum vorläufigen Sachwalter wird Rechtsanwalt X bestellt.',
  ],
  ['schutzschirmverfahren', 'Das Schutzschirmverfahren nach § 270b InsO wird angeordnet.'],
  [
    'aufhebung_sicherungsmassnahmen',
    'Die Sicherungsmaßnahmen vom 01.02.2020 werden aufgehoben, da der Antrag zurückgenommen wurde.',
  ],
  ['abweisung_mangels_masse', 'Der Antrag auf Eröffnung des Insolvenzverfahrens wird mangels Masse abgewiesen.'],
  [
    'abweisung_mangels_masse',
    'Der Antrag wird abgewiesen, da keine die Kosten des Verfahrens deckende Masse vorhanden ist.',
  ],
  ['eroeffnung', 'Am 01.02.2020 um 10:00 Uhr ist das Insolvenzverfahren eröffnet worden.'],
  ['eroeffnung', '1. Das Insolvenzverfahren wird wegen Zahlungsunfähigkeit am 01.02.2020 um 10.00 Uhr eröffnet.'],
  [
    'eigenverwaltung',
    'Das Insolvenzverfahren wird am 01.03.2021 um 12:00 Uhr eröffnet. Es wird Eigenverwaltung angeordnet. Zum Sachwalter wird Rechtsanwalt X bestellt.',
  ],
  [
    'termin',
    'Eine Gläubigerversammlung wird einberufen auf den 01.03.2021, 10:00 Uhr. Tagesordnung: Bericht des Insolvenzverwalters.',
  ],
  [
    'termin',
    'Erörterungs- und Abstimmungstermin über den vorgelegten Insolvenzplan (§ 235 InsO): Montag, 21.07.2025, 09:00 Uhr, Saal 18.',
  ],
  [
    'pruefungstermin',
    'Termin zur Prüfung nachträglich angemeldeter Forderungen: Montag, 04.08.2025, 10:20 Uhr, Saal 21.',
  ],
  ['pruefungstermin', 'In dem Insolvenzverfahren wird der Prüfungstermin vom 01.03.2021 aufgehoben.'],
  [
    'masseunzulaenglichkeit',
    'Der Insolvenzverwalter hat dem Insolvenzgericht am 02.07.2025 angezeigt, dass Masseunzulänglichkeit vorliegt (§ 208 Abs. 1 InsO).',
  ],
  ['masseunzulaenglichkeit', 'Die Anzeige der Masseunzulänglichkeit nach § 208 InsO ist am 01.06.2021 erfolgt.'],
  [
    'verteilungsverzeichnis',
    'Das Verzeichnis der bei der Schlussverteilung zu berücksichtigenden Forderungen ist niedergelegt.',
  ],
  [
    'verteilungsverzeichnis',
    'Verteilungsverzeichnis gemäß § 188 InsO: In dem Verfahren soll eine Schlussverteilung erfolgen. Das Verzeichnis der zu berücksichtigenden Forderungen liegt zur Einsicht aus.',
  ],
  [
    'schlussverteilung',
    'Die Zustimmung zur Schlussverteilung wird erteilt (§ 196 InsO). Schriftlicher Schlusstermin wird bestimmt auf den: 08.05.2020.',
  ],
  [
    'schlussverteilung',
    'Das Verfahren wird schriftlich fortgeführt. An die Stelle des Schlusstermins tritt der 18.07.2025.',
  ],
  ['einstellung', 'Das Insolvenzverfahren wird mangels Masse gemäß § 207 InsO eingestellt.'],
  [
    'einstellung',
    'Nachdem die Masseunzulänglichkeit angezeigt und die Masse nach § 209 InsO verteilt worden ist, wird das Insolvenzverfahren gemäß § 211 Abs. 1 InsO eingestellt.',
  ],
  ['einstellung', 'Das Insolvenzverfahren wird nach § 212 InsO eingestellt, weil der Eröffnungsgrund weggefallen ist.'],
  [
    'einstellung',
    'Das Insolvenzverfahren wird auf Antrag der Schuldnerin mit Zustimmung aller Gläubiger eingestellt (§ 213 InsO).',
  ],
  ['aufhebung', 'Das Insolvenzverfahren wird nach Vollzug der Schlussverteilung aufgehoben (§ 200 InsO).'],
  [
    'aufhebung',
    'Beschluss vom 20.06.2025: Das Insolvenzverfahren wird nach Vollzug der Schlussverteilung aufgehoben (§ 200 Abs. 1 InsO).',
  ],
  ['insolvenzplan', 'Der Insolvenzplan vom 01.02.2021 wird bestätigt (§ 248 InsO).'],
  [
    'ueberwachung_insolvenzplan',
    'Das Insolvenzverfahren wird aufgehoben, da die Bestätigung des Insolvenzplans rechtskräftig ist (§ 258 InsO). Die Erfüllung des Insolvenzplans wird überwacht (§ 260 InsO).',
  ],
  [
    'aufhebung_ueberwachung_insolvenzplan',
    'Die Überwachung der Erfüllung des Insolvenzplans wird aufgehoben (§ 268 Abs. 1 Nr. 1 InsO).',
  ],
  ['restschuldbefreiung', 'Dem Schuldner wird die Restschuldbefreiung erteilt.'],
  [
    'versagung_restschuldbefreiung',
    'Der Schuldnerin wird die Restschuldbefreiung versagt, weil sie eine Obliegenheit verletzt hat (§ 296 InsO).',
  ],
  ['versagung_restschuldbefreiung', 'Die dem Schuldner erteilte Restschuldbefreiung wird widerrufen (§ 303 InsO).'],
  [
    'freigabe_selbstaendige_taetigkeit',
    'Der Insolvenzverwalter hat gegenüber dem Schuldner erklärt, dass Vermögen aus der selbständigen Tätigkeit nicht zur Insolvenzmasse gehört (§ 35 Abs. 2 InsO).',
  ],
  [
    'verguetungsfestsetzung',
    'Die Vergütung und die Auslagen des Insolvenzverwalters werden festgesetzt. Der vollständige Beschluss kann in der Geschäftsstelle eingesehen werden.',
  ],
  [
    'verwalterwechsel',
    'Der Insolvenzverwalter X wird aus wichtigem Grund entlassen (§ 59 InsO). Zum Insolvenzverwalter wird Rechtsanwalt Y bestellt.',
  ],
  [
    'nachtragsverteilung',
    'Für nachträglich ermittelte Vermögensgegenstände wird die Nachtragsverteilung angeordnet (§ 203 Abs. 1 Nr. 3 InsO).',
  ],
  ['sonstiges', 'Der Verfahrenspfleger wird bestellt.'],
];
