/**
 * Phase two of a case: everything a notice needs (debtor, administrator, petition, Aktenzeichen), derived only
 * from the case's seed, so every notice of the proceeding, on whichever day, shows the same facts.
 */
import { addWorkingDays, isoFromDay, yearOf } from '../calendar.js';
import { COURTS, type Court } from '../tables/courts.js';
import { type Institution, NATIONAL_INSURERS, regionalInsurer, taxOffice } from '../tables/creditors.js';
import type { DebtorKind } from '../notice.js';
import { administratorPool, type Administrator } from '../parties/administrators.js';
import { addressIn, streetLine } from '../parties/addresses.js';
import { type Company, newCompany, type RegisterEntry, registerListing } from '../parties/companies.js';
import { fullName, listingName, newPerson, type Person } from '../parties/persons.js';
import { BRANCHES } from '../tables/branches.js';
import { hash32, Rng } from '../random.js';
import { addedNumber, runningNumber } from './numbering.js';
import { ADDED_INDEX_BASE } from '../debtor-files/linked-origins.js';
import { successorCompany } from '../debtor-files/successor-company.js';
import { type CaseRef, courtAt, type DebtorLinkKind } from './origins.js';
import { openingLag } from './timeline.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { min } = Math;

export interface CompanyDebtor {
  readonly kind: 'company';
  readonly company: Company;
}

export interface PersonDebtor {
  readonly kind: 'person';
  readonly person: Person;
  readonly consumer: boolean;
  /** Self-employed debtors: "Inhaber der Firma …", "handelnd unter …", "ehemals selbständig als …". */
  readonly trade: string;
}

export interface EstateDebtor {
  readonly kind: 'estate';
  readonly deceased: Person;
  readonly deathDay: number;
}

export type Debtor = CompanyDebtor | PersonDebtor | EstateDebtor;

export interface Petition {
  readonly byCreditor: boolean;
  readonly creditor: Institution | null;
  readonly reference: string;
  readonly receivedDay: number;
}

/** What the notices of a proceeding the debtor-file generator added say about the debtor's past. */
export interface DebtorPast {
  readonly kind: DebtorLinkKind;
  /** The earlier proceeding's facts. */
  readonly earlier: CaseFacts;
  /** The debtor's former name, when it was renamed. */
  readonly formerName: string | null;
  /** The former register entry, when the register court changed. */
  readonly formerRegister: RegisterEntry | null;
}

export interface CaseFacts {
  readonly ref: CaseRef;
  readonly caseId: string;
  readonly court: Court;
  readonly caseNumber: string;
  /** As printed at the head of some notices: Frankfurt adds the debtor's initial, Hannover the Dezernat. */
  readonly headCaseNumber: string;
  readonly debtor: Debtor;
  readonly kind: DebtorKind;
  readonly debtorName: string;
  readonly listingName: string;
  readonly seat: string;
  readonly register: string;
  readonly administrator: Administrator;
  readonly eigenverwaltung: boolean;
  readonly petition: Petition;
  readonly openingReason: string;
  /** Publication day of the opening notice, when the proceeding was (or will be) opened. */
  readonly openingPublicationDay: number | null;
  /** For a proceeding the debtor-file generator added: the earlier proceeding and what changed since. */
  readonly past: DebtorPast | null;
}

const TRADES = ['Inhaber der Firma', 'handelnd unter', 'ehemals selbständig tätig als'];

function personDebtor(rng: Rng, court: Court, ref: CaseRef): PersonDebtor {
  const town = rng.chance(0.95) ? rng.pick(court.towns) : rng.pick(rng.pick(COURTS).towns);
  const person = newPerson(rng, addressIn(rng, town), ref.originDay, 22, 80);
  let trade = '';
  if (ref.kind === 'person') {
    const [branchWord] = rng.pick(BRANCHES) as readonly [string, string];
    const style = rng.pick(TRADES);
    if (style === 'ehemals selbständig tätig als') {
      trade = `${style} ${rng.pick(['Gastwirt', 'Einzelhändler', 'Handwerker', 'Berater', 'Kurierfahrer', 'Friseur'])}`;
    } else {
      const label = style === 'Inhaber der Firma' && person.female ? 'Inhaberin der Firma' : style;
      const suffix = style === 'handelnd unter' && rng.chance(0.5) ? (person.female ? ' e.Kfr.' : ' e.K.') : '';
      trade = `${label} ${person.lastName} ${branchWord}${suffix}`;
    }
  }
  return { kind: 'person', person, consumer: ref.kind === 'consumer', trade };
}

function estateDebtor(rng: Rng, court: Court, ref: CaseRef): EstateDebtor {
  const person = newPerson(rng, addressIn(rng, rng.pick(court.towns)), ref.originDay, 55, 95);
  return { kind: 'estate', deceased: person, deathDay: ref.originDay - rng.int(40, 700) };
}

function creditorFor(rng: Rng, court: Court): Institution {
  const roll = rng.next();
  if (roll < 0.4) return regionalInsurer(court.state);
  if (roll < 0.7) return rng.pick(NATIONAL_INSURERS);
  const town = { postalCode: court.postalCode, city: court.city };
  return taxOffice(town.city, streetLine(rng), town.postalCode);
}

/** Per (seed, volume): originDay * 100000 + index → facts (bounded; rebuilt identically when evicted). */
const factsCache = new Map<string, Map<number, CaseFacts>>();
let cachedFacts = 0;

export function caseFacts(ref: CaseRef, volume: number): CaseFacts {
  const scope = `${ref.seed}|${volume}`;
  let byCase = factsCache.get(scope);
  if (!byCase) {
    byCase = new Map();
    factsCache.set(scope, byCase);
  }
  const key = ref.originDay * 100_000 + ref.index;
  const cached = byCase.get(key);
  if (cached) return cached;
  const facts = buildFacts(ref, volume, `${isoFromDay(ref.originDay)}#${ref.index}`);
  if (++cachedFacts > 30_000) {
    factsCache.clear();
    cachedFacts = 0;
    byCase = new Map();
    factsCache.set(scope, byCase);
  }
  byCase.set(key, facts);
  return facts;
}

function buildFacts(ref: CaseRef, volume: number, caseId: string): CaseFacts {
  const rng = new Rng(hash32(ref.caseSeed, 0xfac7));
  const court = courtAt(ref.courtIndex);
  let debtor: Debtor;
  let past: DebtorPast | null = null;
  if (ref.link) {
    const earlier = caseFacts(ref.link.predecessor, volume);
    if (earlier.debtor.kind !== 'company') throw new Error('a debtor file continues a company');
    const added = successorCompany(rng, earlier.debtor.company, earlier.court, ref.link.kind, court, ref.originDay);
    debtor = { kind: 'company', company: added.company };
    past = { kind: ref.link.kind, earlier, formerName: added.formerName, formerRegister: added.formerRegister };
  } else if (ref.kind === 'company') {
    const town = rng.chance(0.92) ? rng.pick(court.towns) : rng.pick(rng.pick(COURTS).towns);
    debtor = { kind: 'company', company: newCompany(rng, court, town, ref.originDay) };
  } else if (ref.kind === 'estate') {
    debtor = estateDebtor(rng, court, ref);
  } else {
    debtor = personDebtor(rng, court, ref);
  }

  const divisions = ref.sign === 'IK' ? court.ikDivisions : court.inDivisions;
  const division = rng.pick(divisions);
  const year = yearOf(ref.originDay);
  const number = ref.link
    ? addedNumber(ref.seed, volume, year, ref.courtIndex, ref.originDay, ref.index - ADDED_INDEX_BASE)
    : runningNumber(ref.seed, volume, year, ref.originDay, ref.index);
  const caseNumber = `${division ? `${division} ` : ''}${ref.sign} ${number}/${String(year % 100).padStart(2, '0')}`;

  let debtorName: string;
  let listing: string;
  let seat: string;
  let register = '';
  if (debtor.kind === 'company') {
    debtorName = debtor.company.name;
    listing = debtorName;
    seat = debtor.company.address.city;
    register = registerListing(debtor.company.register);
  } else {
    const person = debtor.kind === 'person' ? debtor.person : debtor.deceased;
    debtorName = fullName(person);
    listing = listingName(person);
    seat = person.address.city;
  }

  let headCaseNumber = caseNumber;
  if (court.azSuffix === 'initial') {
    const initial = /[A-Za-zÄÖÜäöü]/.exec(debtor.kind === 'company' ? debtorName : listing)?.[0] ?? 'X';
    headCaseNumber = `${caseNumber} ${initial.toUpperCase()}`;
  } else if (court.azSuffix === 'dezernat') {
    headCaseNumber = `${caseNumber} - ${rng.int(1, 9)} -`;
  }

  const pool = administratorPool(ref.seed, court);
  const administrator = rng.pick(pool);
  const eigenverwaltung = debtor.kind === 'company' && ref.originType !== 'abw' && rng.chance(0.06);

  const creditorOdds =
    debtor.kind === 'company' ? 0.35 : debtor.kind === 'estate' ? 0.2 : ref.kind === 'person' ? 0.25 : 0;
  const byCreditor = ref.originType === 'abw' ? rng.chance(min(0.9, creditorOdds + 0.35)) : rng.chance(creditorOdds);
  const creditor = byCreditor ? creditorFor(rng, court) : null;
  const petition: Petition = {
    byCreditor,
    creditor,
    reference: `${rng.digits(rng.int(6, 9))}${rng.chance(0.4) ? `-${rng.int(10, 99)}/${String(year % 100)}` : ''}`,
    receivedDay: ref.originDay - rng.int(6, 75),
  };
  const reasons: readonly (readonly [string, number])[] = [
    ['Zahlungsunfähigkeit', 55],
    ['Zahlungsunfähigkeit und Überschuldung', debtor.kind === 'company' ? 35 : 8],
    ['drohender Zahlungsunfähigkeit', byCreditor ? 0 : 5],
    ['Überschuldung', debtor.kind === 'estate' ? 40 : 4],
  ];
  const lag = openingLag(ref);
  return {
    ref,
    caseId,
    court,
    caseNumber,
    headCaseNumber,
    debtor,
    kind: debtor.kind,
    debtorName,
    listingName: listing,
    seat,
    register,
    administrator,
    eigenverwaltung,
    petition,
    openingReason: rng.weighted(reasons),
    openingPublicationDay: lag === null ? null : lag === 0 ? ref.originDay : addWorkingDays(ref.originDay, lag),
    past,
  };
}
