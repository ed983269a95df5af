/** Street addresses inside a court district. */
import { STREETS } from '../tables/streets.js';
import type { Court, Town } from '../tables/courts.js';
import type { Rng } from '../random.js';

export interface Address {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
}

function houseNumber(rng: Rng): string {
  const n = rng.int(1, 140);
  const roll = rng.next();
  if (roll < 0.12) return `${n}${rng.pick(['a', 'b', 'c'])}`;
  if (roll < 0.16) return `${n} ${rng.pick(['a', 'b'])}`;
  if (roll < 0.21) return `${n}-${n + rng.int(1, 4)}`;
  if (roll < 0.23) return `${n} - ${n + 2}`;
  return String(n);
}

export function streetLine(rng: Rng): string {
  let street = rng.pick(STREETS);
  if (street.endsWith('straße') && rng.chance(0.2)) street = `${street.slice(0, -6)}str.`;
  return `${street} ${houseNumber(rng)}`;
}

export function townIn(rng: Rng, court: Court): Town {
  return rng.pick(court.towns);
}

export function addressIn(rng: Rng, town: Town): Address {
  return { street: streetLine(rng), postalCode: town.postalCode, city: town.city };
}

export function formatAddress(address: Address): string {
  return `${address.street}, ${address.postalCode} ${address.city}`;
}

/** Some notices (Sachsen, Baden-Württemberg) run the address together without the comma before the town. */
export function formatAddressNoComma(address: Address): string {
  return `${address.street} ${address.postalCode} ${address.city}`;
}
