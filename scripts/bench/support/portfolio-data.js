// Portfolio rows and new notices with ground truth for `npm run bench -- portfolio` (issue #31): rows derived from
// the bench read model's company cases as an ERP would export them (umlauts spelled out, capitals, "GmbH u. Co.
// KG", typos, renamed firms with the same register entry, postal codes without their leading zero), rows of
// debtors without any case, and near-namesakes of cases that are NOT the debtor (another firm: an added or other
// trade word, another place, another register number).

/** Seeded PRNG (mulberry32): the same portfolio on every run. */
export function seeded(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

const TRADES = [
  'Bau',
  'Hochbau',
  'Tiefbau',
  'Elektrotechnik',
  'Haustechnik',
  'Sanitär',
  'Dachdeckerei',
  'Malerbetrieb',
  'Logistik',
  'Transporte',
  'Spedition',
  'Gastronomie',
  'Catering',
  'Autohaus',
  'Kfz-Service',
  'Immobilien',
  'Grundbesitz',
  'Software',
  'IT-Service',
  'Consulting',
  'Handel',
  'Textil',
  'Möbel',
  'Metallbau',
  'Stahlbau',
  'Holzbau',
  'Gebäudereinigung',
  'Fliesenlegerei',
  'Optik',
  'Druckerei',
  'Bäckerei',
  'Fleischerei',
  'Energietechnik',
  'Solartechnik',
  'Landschaftsbau',
  'Pflegedienst',
  'Reisebüro',
  'Verlag',
  'Werbeagentur',
  'Zimmerei',
];
const EXTRA = ['Service', 'Vertrieb', 'Technik', 'Handel', 'Systeme', 'Nord', 'Süd', 'West', 'Ost', 'Plus', 'Partner'];
const SYLLABLES = [
  'ber',
  'dorf',
  'hau',
  'sen',
  'mann',
  'kel',
  'ling',
  'rath',
  'stein',
  'wald',
  'brück',
  'hof',
  'bach',
  'feld',
  'meier',
  'holt',
  'rup',
  'wen',
  'gart',
  'lin',
  'ker',
  'mü',
  'schö',
  'tal',
  'berg',
  'loh',
];
const FORMS = ['GmbH', 'GmbH', 'GmbH', 'GmbH & Co. KG', 'AG', 'UG (haftungsbeschränkt)', 'KG', 'e.K.', 'OHG'];
const PLACES = [
  ['10115', 'Berlin'],
  ['20095', 'Hamburg'],
  ['80331', 'München'],
  ['50667', 'Köln'],
  ['60311', 'Frankfurt am Main'],
  ['70173', 'Stuttgart'],
  ['40210', 'Düsseldorf'],
  ['44135', 'Dortmund'],
  ['45127', 'Essen'],
  ['04109', 'Leipzig'],
  ['28195', 'Bremen'],
  ['01067', 'Dresden'],
  ['30159', 'Hannover'],
  ['90402', 'Nürnberg'],
  ['47051', 'Duisburg'],
  ['44787', 'Bochum'],
  ['42103', 'Wuppertal'],
  ['33602', 'Bielefeld'],
  ['53111', 'Bonn'],
  ['48143', 'Münster'],
  ['76133', 'Karlsruhe'],
  ['68159', 'Mannheim'],
  ['86150', 'Augsburg'],
  ['65183', 'Wiesbaden'],
  ['24103', 'Kiel'],
];
const COURTS = [
  'Amtsgericht Köln',
  'Amtsgericht München',
  'Amtsgericht Hamburg',
  'Amtsgericht Charlottenburg',
  'Amtsgericht Frankfurt am Main',
  'Amtsgericht Düsseldorf',
  'Amtsgericht Stuttgart',
  'Amtsgericht Leipzig',
];

const capital = (s) => s[0].toUpperCase() + s.slice(1);

function inventedName(rnd) {
  const word = () => capital(Array.from({ length: 2 + rnd.int(2) }, () => rnd.pick(SYLLABLES)).join(''));
  return `${word()} ${rnd.pick(TRADES)}`;
}

/** As an ERP exports a name: capitals, umlauts spelled out, "&" written "u.". */
export function asExported(name) {
  return name
    .toUpperCase()
    .replace(/Ä/g, 'AE')
    .replace(/Ö/g, 'OE')
    .replace(/Ü/g, 'UE')
    .replace(/ß/g, 'SS')
    .replace(/ & CO\. KG$/, ' U. CO. KG');
}

/** Legal forms written another way: "GmbH u. Co. KG", "GmbH + Co. KG", "Gesellschaft mit beschränkter Haftung". */
function otherLegalForm(rnd, name) {
  if (/ & Co\. KG$/.test(name))
    return name.replace(/ & Co\. KG$/, rnd.pick([' u. Co. KG', ' + Co. KG', ' und Co. KG']));
  if (/ GmbH$/.test(name))
    return name.replace(/ GmbH$/, rnd.pick([' Gesellschaft mit beschränkter Haftung', ' G.m.b.H.']));
  return name.replace(/ AG$/, ' Aktiengesellschaft');
}

/** One letter of the longest word (of five letters and more) left out or replaced, as quick typing does. */
function withTypo(rnd, name) {
  const words = name.split(' ');
  let at = 0;
  words.forEach((w, i) => (w.length > words[at].length ? (at = i) : 0));
  const w = words[at];
  if (w.length < 5) return name;
  const i = 1 + rnd.int(w.length - 2);
  words[at] = rnd.chance(0.5)
    ? w.slice(0, i) + w.slice(i + 1)
    : w.slice(0, i) + rnd.pick(['e', 'a', 'n', 'r']) + w.slice(i + 1);
  return words.join(' ');
}

/** The name without its legal form (the cases keep it at the end). */
const stem = (c) =>
  c.legalForm && c.companyName.endsWith(c.legalForm)
    ? c.companyName.slice(0, -c.legalForm.length).trim()
    : c.companyName.replace(/ (GmbH|AG|KG|UG.*|e\.K\.|OHG|Ltd\.)$/i, '');

const emptyRow = {
  customerNumber: null,
  name: '',
  legalForm: null,
  street: null,
  postalCode: null,
  city: null,
  registerCourt: null,
  registerType: null,
  registerNumber: null,
  vatId: null,
};

/** A row of the debtor of case `c`, in one of the ways a customer list writes it; `kind` says which. */
function rowOfCase(rnd, c) {
  const withRegister = c.registerNumber && rnd.chance(0.5);
  const row = {
    ...emptyRow,
    name: c.companyName,
    street: `${rnd.pick(['Haupt', 'Bahnhof', 'Industrie', 'Garten'])}straße ${1 + rnd.int(120)}`,
    postalCode: c.postalCode,
    city: c.city,
    ...(withRegister
      ? { registerCourt: c.registerCourt, registerType: c.registerType, registerNumber: c.registerNumber }
      : {}),
  };
  const roll = rnd.next();
  if (roll < 0.35) return { row, kind: 'wie im Fall' };
  if (roll < 0.5) return { row: { ...row, name: asExported(row.name) }, kind: 'ERP-Schreibweise' };
  if (roll < 0.6) return { row: { ...row, name: otherLegalForm(rnd, row.name) }, kind: 'Rechtsform anders' };
  if (roll < 0.75) return { row: { ...row, name: withTypo(rnd, row.name) }, kind: 'Tippfehler' };
  if (roll < 0.8 && c.registerNumber) {
    const renamed = `${inventedName(rnd)} ${c.legalForm ?? 'GmbH'}`;
    return {
      row: {
        ...row,
        name: renamed,
        registerCourt: c.registerCourt,
        registerType: c.registerType,
        registerNumber: c.registerNumber,
      },
      kind: 'umfirmiert',
    };
  }
  if (roll < 0.9 && c.postalCode?.startsWith('0'))
    return { row: { ...row, postalCode: c.postalCode.slice(1) }, kind: 'PLZ ohne 0' };
  if (roll < 0.9) return { row: { ...row, postalCode: null }, kind: 'nur Ort' };
  if (c.registerNumber) {
    return {
      row: {
        ...row,
        postalCode: null,
        city: null,
        street: null,
        registerCourt: c.registerCourt,
        registerType: c.registerType,
        registerNumber: `${c.registerType} ${c.registerNumber}`,
      },
      kind: 'nur Register',
    };
  }
  return { row, kind: 'wie im Fall' };
}

/** Another firm whose name is close to case `c`'s: an added or other trade word, elsewhere, another number. */
export function nearNamesake(rnd, c, caseId) {
  const base = stem(c);
  const words = base.split(' ');
  const name = rnd.chance(0.5)
    ? `${base} ${rnd.pick(EXTRA)}`
    : words.length > 1
      ? [...words.slice(0, -1), rnd.pick(TRADES.filter((t) => t !== words.at(-1)))].join(' ')
      : `${base} ${rnd.pick(TRADES)}`;
  const [postalCode, city] = rnd.chance(0.25) && c.postalCode ? [c.postalCode, c.city] : rnd.pick(PLACES);
  return {
    caseId,
    companyName: `${name} ${c.legalForm ?? 'GmbH'}`,
    legalForm: c.legalForm ?? 'GmbH',
    postalCode,
    city,
    registerCourt: c.registerCourt ?? rnd.pick(COURTS),
    registerType: c.registerType ?? 'HRB',
    registerNumber: String(Number(c.registerNumber ?? 1000) + 1 + rnd.int(5000)),
    court: `Amtsgericht ${city}`,
    caseNumber: `${10 + rnd.int(90)} IN ${1 + rnd.int(900)}/26`,
    publicationDate: '2026-11-27',
  };
}

/** A firm made up from syllables and a trade, with a place and often a register entry. */
export function inventedCompany(rnd, caseId) {
  const form = rnd.pick(FORMS);
  const [postalCode, city] = rnd.pick(PLACES);
  const register = rnd.chance(0.7);
  return {
    caseId,
    companyName: `${inventedName(rnd)} ${form}`,
    legalForm: form,
    postalCode,
    city,
    registerCourt: register ? rnd.pick(COURTS) : null,
    registerType: register ? (/KG|OHG|e\.K\./.test(form) ? 'HRA' : 'HRB') : null,
    registerNumber: register ? String(1000 + rnd.int(300000)) : null,
    court: `Amtsgericht ${city}`,
    caseNumber: `${10 + rnd.int(90)} IN ${1 + rnd.int(900)}/26`,
    publicationDate: '2026-11-27',
  };
}

/** A customer-list row of a firm given as a case (the firm's own data, as its creditor knows it). */
export function rowOfCompany(c) {
  return {
    ...emptyRow,
    name: c.companyName,
    postalCode: c.postalCode,
    city: c.city,
    registerCourt: c.registerCourt,
    registerType: c.registerType,
    registerNumber: c.registerNumber,
  };
}

/**
 * `total` rows: 60 % debtors of sampled company cases (`sample`), 20 % invented debtors without a case, 20 %
 * near-namesakes of other sampled cases. Each row carries `truth`: the firm it stands for (a case-shaped
 * object; for the debtors of a case, that case), or null for near-namesakes (no case of theirs exists).
 */
export function portfolioRows(rnd, sample, total) {
  const rows = [];
  const kinds = new Map();
  const count = (kind) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  let next = 0;
  const debtors = Math.min(Math.round(total * 0.6), sample.length - Math.round(total * 0.2));
  for (let i = 0; i < debtors; i++) {
    const c = sample[next++];
    const { row, kind } = rowOfCase(rnd, c);
    count(kind);
    rows.push({ row, truth: c, source: c });
  }
  const invented = Math.round(total * 0.2);
  for (let i = 0; i < invented; i++) {
    const firm = inventedCompany(rnd, -1 - i);
    count('ohne Fall');
    rows.push({ row: rowOfCompany(firm), truth: firm, source: null });
  }
  while (rows.length < total) {
    const c = sample[next++ % sample.length];
    const firm = nearNamesake(rnd, c, -1_000_000 - rows.length);
    count('Beinahe-Namensvetter');
    rows.push({ row: rowOfCompany(firm), truth: firm, source: null });
  }
  // Shuffled, numbered as the ERP numbers its customers.
  for (let i = rows.length - 1; i > 0; i--) {
    const j = rnd.int(i + 1);
    [rows[i], rows[j]] = [rows[j], rows[i]];
  }
  rows.forEach((r, i) => (r.row = { ...r.row, customerNumber: String(100000 + i) }));
  return { rows, kinds };
}
