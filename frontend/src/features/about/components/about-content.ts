/** The About page's claims (SPEC §1) and texts, kept apart from layout. */

export const FEATURES = [
  {
    title: 'Tagesaktuelle Daten',
    text: 'Neue Bekanntmachungen aus allen Bundesländern werden mehrmals täglich übernommen und aufbereitet.',
  },
  {
    title: 'Schnelle Suche',
    text: 'Finden Sie Verfahren nach Firmenname, Handelsregisternummer oder Aktenzeichen – auch bei Schreibvarianten.',
  },
  {
    title: 'E-Mail-Benachrichtigungen',
    text: 'Beobachten Sie Geschäftspartner und Stichwörter und erfahren Sie von neuen Verfahren per E-Mail.',
  },
  {
    title: 'DSGVO-konform',
    text: 'Wir speichern nur, was das Gesetz erlaubt, und löschen Daten nach festen Fristen automatisch.',
  },
] as const;

/** A figure of the About page; `value` undefined while it is being measured. */
export interface Figure {
  value: string | undefined;
  label: string;
}

/** SPEC §1's figures that are facts of the service; the number of new proceedings is measured (about-figures). */
export const LANDS_FIGURE: Figure = { value: '16', label: 'Bundesländer' };
export const CAPTURE_FIGURE: Figure = { value: '2 Wochen', label: 'vollständige Datenerfassung' };
export const MONITORING_FIGURE: Figure = { value: '24/7', label: 'Überwachung' };

export const STEPS = [
  {
    title: 'Registrieren',
    text: 'Legen Sie in einer Minute ein kostenloses Konto an.',
  },
  {
    title: 'Suchen und beobachten',
    text: 'Durchsuchen Sie aktuelle Verfahren und legen Sie Benachrichtigungen für Firmen oder Stichwörter an.',
  },
  {
    title: 'Informiert bleiben',
    text: 'Sobald ein passendes Verfahren veröffentlicht wird, erhalten Sie eine E-Mail mit den Details.',
  },
] as const;
