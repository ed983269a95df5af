/**
 * Insolvency administrators. Each court appoints from a small pool, so the same names recur across notices of
 * one court, as on the real portal.
 */
import type { Court } from '../tables/courts.js';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../tables/names.js';
import { hash32, hashString, Rng } from '../random.js';
import { addressIn, type Address } from './addresses.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { min, round } = Math;

export interface Administrator {
  readonly female: boolean;
  /** "Rechtsanwalt Dr. Max Mustermann". */
  readonly name: string;
  readonly lastName: string;
  readonly firm: string;
  readonly address: Address;
  readonly phone: string;
  readonly fax: string;
  readonly email: string;
}

const FIRM_PATTERNS = [
  (a: string, b: string) => `${a} & ${b} Rechtsanwälte PartG mbB`,
  (a: string) => `${a} Insolvenzverwaltung`,
  (a: string, b: string) => `Kanzlei ${a} ${b}`,
  (a: string) => `${a} Rechtsanwälte`,
  (a: string, b: string) => `${a}, ${b} & Partner`,
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function newAdministrator(rng: Rng, court: Court): Administrator {
  const female = rng.chance(0.3);
  const firstName = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const lastName = rng.pick(SURNAMES);
  const doctor = rng.chance(0.35);
  const profession = rng.weighted<string>([
    [female ? 'Rechtsanwältin' : 'Rechtsanwalt', 88],
    [female ? 'Diplom-Kauffrau' : 'Diplom-Kaufmann', 5],
    [female ? 'Steuerberaterin' : 'Steuerberater', 4],
    [female ? 'Wirtschaftsprüferin' : 'Wirtschaftsprüfer', 3],
  ]);
  const name = `${profession} ${doctor ? 'Dr. ' : ''}${firstName} ${lastName}`;
  const partner = rng.pick(SURNAMES);
  const firm = rng.chance(0.55) ? (rng.pick(FIRM_PATTERNS) as (a: string, b: string) => string)(lastName, partner) : '';
  const town = rng.chance(0.75) ? { postalCode: court.postalCode, city: court.city } : rng.pick(court.towns);
  const base = rng.digits(rng.int(5, 7));
  const domain = slug(firm || `kanzlei ${lastName}`).replace(/-(rechtsanwaelte|partg-mbb)/g, '');
  const mailbox = rng.pick(['insolvenz', 'info', slug(lastName), 'kanzlei', `${court.city.slice(0, 3).toLowerCase()}`]);
  return {
    female,
    name,
    lastName,
    firm,
    address: addressIn(rng, town),
    phone: `${court.dialCode} ${base}${rng.chance(0.3) ? `-${rng.int(0, 9)}` : ''}`,
    fax: `${court.dialCode} ${base}${rng.int(10, 99)}`,
    email: `${slug(mailbox)}@${domain}.de`,
  };
}

const pools = new Map<string, Administrator[]>();

/** The court's pool of administrators for this seed (cached; at most a few hundred small objects). */
export function administratorPool(seed: number, court: Court): Administrator[] {
  const key = `${seed}|${court.code}`;
  let pool = pools.get(key);
  if (!pool) {
    const rng = new Rng(hash32(seed, hashString(court.code), 0xad417));
    const size = min(40, 6 + round(court.share * 400));
    pool = Array.from({ length: size }, () => newAdministrator(rng, court));
    if (pools.size > 2000) pools.clear();
    pools.set(key, pool);
  }
  return pool;
}
