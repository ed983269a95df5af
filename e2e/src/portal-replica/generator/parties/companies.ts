/** Companies as insolvency debtors: firm name, legal form, register entry, representatives, business line. */
import { BRANCHES, FANTASY_WORDS, LOWERCASE_WORDS } from '../tables/branches.js';
import { type Court, REGISTER_COURTS, registerCourtOf, type RegisterCourt, type Town } from '../tables/courts.js';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../tables/names.js';
import type { Rng } from '../random.js';
import { addressIn, type Address } from './addresses.js';
import { newPerson, type Person } from './persons.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { exp, floor, log } = Math;

export type RegisterType = 'HRA' | 'HRB' | 'GnR' | 'PR' | 'VR';

export interface RegisterEntry {
  readonly court: RegisterCourt;
  readonly type: RegisterType;
  /** Digits, optionally with the court's letter suffix in texts ("141933 B"). */
  readonly number: string;
  readonly suffix: string;
}

export type RepresentativeRole =
  'Geschäftsführer' | 'Liquidator' | 'Vorstand' | 'persönlich haftender Gesellschafter' | 'Gesellschafter' | 'Partner';

export interface Representative {
  readonly person: Person;
  readonly role: RepresentativeRole;
}

export interface GeneralPartner {
  readonly name: string;
  readonly address: Address;
  readonly register: RegisterEntry;
  readonly directors: readonly Person[];
}

export interface Company {
  readonly name: string;
  readonly legalForm: string;
  readonly address: Address;
  /** The notice gives the address as a former one ("ehemals:", "frühere Anschrift:"). */
  readonly formerAddress: boolean;
  readonly careOf: string;
  readonly register: RegisterEntry | null;
  readonly representatives: readonly Representative[];
  readonly generalPartner: GeneralPartner | null;
  readonly purpose: string;
  readonly inLiquidation: boolean;
}

interface LegalForm {
  readonly form: string;
  readonly register: RegisterType | null;
  readonly weight: number;
  readonly kind: 'capital' | 'kg' | 'partnership' | 'cooperative' | 'association';
}

const LEGAL_FORMS: readonly LegalForm[] = [
  { form: 'GmbH', register: 'HRB', weight: 44, kind: 'capital' },
  { form: 'UG (haftungsbeschränkt)', register: 'HRB', weight: 17, kind: 'capital' },
  { form: 'UG', register: 'HRB', weight: 2, kind: 'capital' },
  { form: 'GmbH & Co. KG', register: 'HRA', weight: 12, kind: 'kg' },
  { form: 'UG (haftungsbeschränkt) & Co. KG', register: 'HRA', weight: 2, kind: 'kg' },
  { form: 'AG', register: 'HRB', weight: 2, kind: 'capital' },
  { form: 'KG', register: 'HRA', weight: 3, kind: 'partnership' },
  { form: 'OHG', register: 'HRA', weight: 1, kind: 'partnership' },
  { form: 'oHG', register: 'HRA', weight: 1, kind: 'partnership' },
  { form: 'GbR', register: null, weight: 5, kind: 'partnership' },
  { form: 'eG', register: 'GnR', weight: 1.5, kind: 'cooperative' },
  { form: 'e.V.', register: 'VR', weight: 2, kind: 'association' },
  { form: 'PartG mbB', register: 'PR', weight: 1, kind: 'partnership' },
  { form: 'Ltd.', register: 'HRB', weight: 1, kind: 'capital' },
  { form: 'SE', register: 'HRB', weight: 0.5, kind: 'capital' },
  { form: 'gGmbH', register: 'HRB', weight: 1, kind: 'capital' },
  { form: 'Gesellschaft mit beschränkter Haftung', register: 'HRB', weight: 1, kind: 'capital' },
  { form: 'mbH', register: 'HRB', weight: 3, kind: 'capital' },
];

const LEGAL_FORM_ENTRIES = LEGAL_FORMS.map((f) => [f, f.weight] as const);

function acronym(rng: Rng): string {
  const letters = 'ABCDEFGHIKLMNOPRSTVWZ';
  let out = '';
  for (let i = rng.int(2, 4); i > 0; i--) out += letters[rng.int(0, letters.length - 1)];
  return out;
}

function baseName(rng: Rng, town: Town, branchWord: string): string {
  const pattern = rng.int(0, 9);
  const surname = rng.pick(SURNAMES);
  switch (pattern) {
    case 0:
    case 1:
      return `${surname} ${branchWord}`;
    case 2:
      return `${acronym(rng)} ${branchWord}`;
    case 3:
      return `${rng.pick(FANTASY_WORDS)} ${branchWord}`;
    case 4:
      return `${town.city.split(/[ /(]/)[0]} ${branchWord}`;
    case 5:
      return `${surname} & ${rng.pick(SURNAMES)} ${branchWord}`;
    case 6:
      return `${rng.pick(LOWERCASE_WORDS)} ${branchWord}`;
    case 7:
      return `${rng.pick(MALE_FIRST_NAMES.concat(FEMALE_FIRST_NAMES)).split(' ')[0]}'s ${branchWord}`;
    case 8:
      return `${acronym(rng)}-${branchWord}`;
    default:
      return `${rng.pick(FANTASY_WORDS)} ${surname} ${branchWord}`;
  }
}

function registerNumber(rng: Rng, type: RegisterType): string {
  const max = type === 'HRB' ? 260_000 : type === 'HRA' ? 130_000 : type === 'VR' ? 20_000 : 3_000;
  // A register court gives every number once. Log-uniform draws from 50 on gave two generated firms one register
  // entry every few hundred firms (a few dozen small numbers were drawn again and again), which the debtor-file
  // benchmark then rightly took for one firm: trade registers (HRB/HRA) draw uniformly above 1,000 (most firms in
  // insolvency are young, with high numbers), the small registers log-uniformly above 50.
  if (type === 'HRB' || type === 'HRA') return String(1000 + floor(rng.next() * (max - 1000)));
  return String(floor(exp(log(50) + rng.next() * (log(max) - log(50)))));
}

function registerEntry(rng: Rng, court: Court, type: RegisterType, placeOverride?: string): RegisterEntry {
  const registerCourt = placeOverride ? registerCourtOf(placeOverride) : registerCourtOf(court.registerPlace);
  const ownCourtSuffix = registerCourt.place === court.registerPlace ? court.registerSuffix : '';
  return { court: registerCourt, type, number: registerNumber(rng, type), suffix: ownCourtSuffix };
}

export function newCompany(rng: Rng, court: Court, town: Town, referenceDay: number): Company {
  const legal = rng.weighted(LEGAL_FORM_ENTRIES);
  const [branchWord, purpose] = rng.pick(BRANCHES) as readonly [string, string];
  let base = baseName(rng, town, branchWord);
  if (legal.form === 'mbH') {
    base = `${rng.pick(SURNAMES)} ${/^[\p{L}-]+$/u.test(branchWord) ? branchWord : 'Verwaltungs'}gesellschaft`;
  }
  if (legal.form === 'e.V.')
    base = `${rng.pick(FANTASY_WORDS)} ${rng.pick(['Sportverein', 'Förderverein', 'Kulturverein'])}`;
  if (legal.form === 'eG') base = `${town.city.split(/[ /(]/)[0]}er ${rng.pick(['Wohnungsbau', 'Energie', 'Agrar'])}`;
  const inLiquidation = legal.kind === 'capital' && rng.chance(0.05);
  const liquidationSuffix = inLiquidation ? rng.pick([' i. L.', ' i.L.', ' in Liquidation']) : '';
  const name = `${base} ${legal.form}${liquidationSuffix}`;
  const address = addressIn(rng, town);
  const foreignRegister = rng.chance(0.12);
  const registerPlace = foreignRegister ? rng.pick(REGISTER_COURTS).place : undefined;
  const register =
    legal.register && !(legal.form === 'Ltd.' && rng.chance(0.5))
      ? registerEntry(rng, court, legal.register, registerPlace)
      : null;
  const person = () =>
    newPerson(rng, rng.chance(0.6) ? address : addressIn(rng, rng.pick(court.towns)), referenceDay, 24, 75);
  const representatives: Representative[] = [];
  let generalPartner: GeneralPartner | null = null;
  if (legal.kind === 'kg' || (legal.kind === 'partnership' && legal.form === 'KG' && rng.chance(0.3))) {
    const partnerForm = legal.form.startsWith('UG') ? 'UG (haftungsbeschränkt)' : 'GmbH';
    generalPartner = {
      name: `${base} ${rng.pick(['Verwaltungs', 'Beteiligungs', 'Management'])} ${partnerForm}`,
      address: rng.chance(0.8) ? address : addressIn(rng, rng.pick(court.towns)),
      register: registerEntry(rng, court, 'HRB', registerPlace),
      directors: Array.from({ length: rng.chance(0.8) ? 1 : 2 }, person),
    };
  } else if (legal.kind === 'capital') {
    const role = inLiquidation
      ? 'Liquidator'
      : legal.form === 'AG' || legal.form === 'SE'
        ? 'Vorstand'
        : 'Geschäftsführer';
    for (let i = rng.chance(0.78) ? 1 : 2; i > 0; i--) representatives.push({ person: person(), role });
  } else if (legal.kind === 'partnership') {
    const role =
      legal.form === 'PartG mbB'
        ? 'Partner'
        : legal.form === 'GbR'
          ? 'Gesellschafter'
          : 'persönlich haftender Gesellschafter';
    for (let i = rng.int(2, 3); i > 0; i--) representatives.push({ person: person(), role });
  } else {
    representatives.push({ person: person(), role: 'Vorstand' });
  }
  return {
    name,
    legalForm: legal.form,
    address,
    formerAddress: rng.chance(0.05),
    careOf: rng.chance(0.02)
      ? `c/o ${rng.pick(SURNAMES)} ${rng.pick(['Steuerberatung', 'Business Center', 'Treuhand GmbH'])}`
      : '',
    register,
    representatives,
    generalPartner,
    purpose,
    inLiquidation,
  };
}

/** "Kleve, HRB 19084": the register column of the result table. */
export function registerListing(entry: RegisterEntry | null): string {
  if (!entry) return '';
  return `${entry.court.listingPlace}, ${entry.type} ${entry.number}${entry.suffix ? ` ${entry.suffix}` : ''}`;
}

/** "HRB 19084" or "HRB 19084 B" as written in texts (sometimes glued: "HRB19084"). */
export function registerText(entry: RegisterEntry, glued = false): string {
  return `${entry.type}${glued ? '' : ' '}${entry.number}${entry.suffix ? ` ${entry.suffix}` : ''}`;
}
