import { list } from './list.js';

/** Business lines: a word for the firm name and the "Geschäftszweig" sentence of the notice. */
export const BRANCHES: readonly (readonly [string, string])[] = [
  ['Bau', 'Ausführung von Hoch- und Tiefbauarbeiten aller Art'],
  ['Haustechnik', 'Installation von Heizungs-, Sanitär- und Lüftungsanlagen'],
  ['Logistik', 'Lagerhaltung, Kommissionierung und Transport von Waren'],
  ['Transporte', 'Güterbeförderung im Straßenverkehr'],
  ['Gastronomie', 'Betrieb von Restaurants, Bars und Imbissbetrieben'],
  ['Immobilien', 'Erwerb, Verwaltung und Vermietung von Grundbesitz'],
  ['Handel', 'Groß- und Einzelhandel mit Waren aller Art, auch über das Internet'],
  ['Consulting', 'Beratung von Unternehmen in wirtschaftlichen und organisatorischen Fragen'],
  ['IT-Service', 'Vertrieb von Hard- und Software sowie IT-Dienstleistungen'],
  ['Personalservice', 'Überlassung von Arbeitnehmern und Vermittlung von Personal'],
  ['Gebäudereinigung', 'Reinigung von Gebäuden, Glasflächen und Außenanlagen'],
  ['Sicherheitsdienst', 'Bewachung von Objekten und Absicherung von Veranstaltungen'],
  ['Kurierdienst', 'Kurier-, Express- und Paketdienstleistungen'],
  ['Autohaus', 'Handel mit Neu- und Gebrauchtfahrzeugen sowie deren Reparatur'],
  ['Elektrotechnik', 'Planung und Ausführung von Elektroinstallationen'],
  ['Metallbau', 'Herstellung und Montage von Stahl- und Metallkonstruktionen'],
  ['Dachtechnik', 'Dachdecker-, Zimmerer- und Klempnerarbeiten'],
  ['Malerbetrieb', 'Maler-, Lackier- und Bodenbelagsarbeiten'],
  ['Pflegedienst', 'ambulante Alten- und Krankenpflege'],
  ['Event & Catering', 'Ausrichtung von Veranstaltungen und Verpflegung von Gästen'],
  ['Trockenbau', 'Trockenbau, Innenausbau und Akustikdecken'],
  ['Fliesen', 'Verlegung von Fliesen, Platten und Naturstein'],
  ['Spedition', 'Besorgung von Güterversendungen im In- und Ausland'],
  ['Reisen', 'Veranstaltung und Vermittlung von Reisen und Busreisen'],
  ['Friseure', 'Betrieb von Friseursalons'],
  ['Backwaren', 'Herstellung und Verkauf von Back- und Konditoreiwaren'],
  ['Textil', 'Handel mit Bekleidung, Schuhen und Accessoires'],
  ['Maschinenbau', 'Konstruktion und Herstellung von Sondermaschinen'],
  ['Software', 'Entwicklung und Lizenzierung von Softwarelösungen'],
  ['Marketing', 'Werbung, Marketing und Öffentlichkeitsarbeit'],
  ['Medien', 'Herstellung und Vertrieb von Film-, Ton- und Printprodukten'],
  ['Energietechnik', 'Planung und Errichtung von Photovoltaik- und Speicheranlagen'],
  ['Fitness', 'Betrieb von Fitness- und Gesundheitsstudios'],
  ['Kosmetik', 'Kosmetik-, Nagel- und Wellnessdienstleistungen'],
  ['Möbel', 'Herstellung und Vertrieb von Möbeln und Inneneinrichtungen'],
  ['Druck', 'Druck und Weiterverarbeitung von Druckerzeugnissen'],
  ['Garten- und Landschaftsbau', 'Anlage und Pflege von Gärten und Grünanlagen'],
  ['Fahrzeugtechnik', 'Wartung und Reparatur von Kraftfahrzeugen'],
  ['Holding', 'Erwerb, Halten und Verwalten von Beteiligungen'],
  ['Projektentwicklung', 'Planung und Durchführung von Bauvorhaben als Bauträger'],
  ['Solar', 'Vertrieb und Montage von Solaranlagen'],
  ['Pizzeria', 'Betrieb einer Pizzeria mit Lieferservice'],
];

/** Fantasy words for firm names, some written lower-case as firms like to do. */
export const FANTASY_WORDS: readonly string[] = list(`
  Nordlicht, Rheinblick, Alpha, Prima, Optimum, Vitalis, Kronos, Orbis, Terra, Novum, Aqua, Futura, Solida,
  Vento, Lumen, Pegasus, Atlas, Fortis, Proxima, Arcus, Elbtal, Alster, Mainufer, Spreewerk, Isarblick,
  Weserland, Bergland, Sonnenhof, Phoenix, Meridian
`);

export const LOWERCASE_WORDS: readonly string[] = list(
  `mobilo, smartline, ecofix, urbanwerk, kreativraum, blaupause, netzhaus`,
);
