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

export const FIGURES = [
  { value: '16', label: 'Bundesländer' },
  { value: '300+', label: 'neue Verfahren täglich' },
  { value: '2 Wochen', label: 'vollständige Datenerfassung' },
  { value: '24/7', label: 'Überwachung' },
] as const;

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
