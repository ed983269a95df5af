/** Natural persons: debtors, managing directors, deceased persons of estate proceedings. */
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../tables/names.js';
import type { Rng } from '../random.js';
import { germanDate } from '../calendar.js';
import type { Address } from './addresses.js';

export interface Person {
  readonly female: boolean;
  readonly firstName: string;
  readonly lastName: string;
  readonly doctor: boolean;
  readonly birthDay: number;
  readonly address: Address;
}

export function newPerson(rng: Rng, address: Address, referenceDay: number, minAge = 21, maxAge = 78): Person {
  const female = rng.chance(0.42);
  let firstName = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  if (rng.chance(0.08)) firstName += ` ${rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)}`;
  const lastName = rng.pick(SURNAMES);
  const ageDays = rng.int(minAge * 365, maxAge * 365);
  return { female, firstName, lastName, doctor: rng.chance(0.04), birthDay: referenceDay - ageDays, address };
}

/** "Dr. Max Mustermann". */
export function fullName(person: Person): string {
  return `${person.doctor ? 'Dr. ' : ''}${person.firstName} ${person.lastName}`;
}

/** "Mustermann, Max": the portal's listing format for persons. */
export function listingName(person: Person): string {
  return `${person.lastName}, ${person.firstName}`;
}

/** "Herrn Max Mustermann" / "Frau Erika Musterfrau" (dative/accusative, as courts write after "durch"). */
export function withSalutation(person: Person): string {
  return `${person.female ? 'Frau' : 'Herrn'} ${fullName(person)}`;
}

export function birthDate(person: Person): string {
  return germanDate(person.birthDay);
}
