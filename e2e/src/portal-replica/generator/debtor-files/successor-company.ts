/**
 * The debtor of an added proceeding (linked-origins.ts), derived from the company of the earlier proceeding:
 * renamed (new name, same or new address, the register entry kept, or a new one when the seat moved with the
 * rename), moved (another court's district: a new register entry at the new register court), referred (the same
 * firm; the notice does not always repeat the register entry), or a near-namesake (the name's stem, another firm,
 * register and town).
 */
import { addressIn } from '../parties/addresses.js';
import { type Company, newCompany, type RegisterEntry } from '../parties/companies.js';
import { type Court, registerCourtOf } from '../tables/courts.js';
import type { Rng } from '../random.js';
import type { DebtorLinkKind } from '../cases/origins.js';

/** The debtor of the added proceeding, and what its notices say about its past besides the company itself. */
export interface Successor {
  readonly company: Company;
  /** The debtor's former name, when it was renamed. */
  readonly formerName: string | null;
  /** The former register entry, when the register court changed. */
  readonly formerRegister: RegisterEntry | null;
}

/** `before`: the earlier proceeding's company at `earlierCourt`; `court`: the added proceeding's court. */
export function successorCompany(
  rng: Rng,
  before: Company,
  earlierCourt: Court,
  kind: DebtorLinkKind,
  court: Court,
  day: number,
): Successor {
  const town = rng.pick(court.towns);
  const moved = court.code !== earlierCourt.code;
  // A firm of the same legal form, used for a new name, a new register number and new people.
  const fresh = newCompanyLike(rng, court, town, day, before.legalForm);
  const newRegister = (): RegisterEntry | null =>
    before.register
      ? {
          court: registerCourtOf(court.registerPlace),
          type: before.register.type,
          number: fresh.register?.number ?? String(rng.int(1000, 99999)),
          suffix: court.registerSuffix,
        }
      : null;
  switch (kind) {
    case 'rename': {
      // Renamed shortly before the insolvency; with a new court the seat moved as well.
      const name = fresh.name.replace(/ i\. ?L\.$| in Liquidation$/, '');
      const register = moved ? newRegister() : before.register;
      const address = !moved && rng.chance(0.6) ? before.address : addressIn(rng, town);
      return {
        company: { ...before, name, address, register, formerAddress: false },
        formerName: before.name,
        formerRegister: moved && before.register ? before.register : null,
      };
    }
    case 'seat-move': {
      const register = newRegister();
      return {
        company: { ...before, address: addressIn(rng, town), register, formerAddress: false },
        formerName: null,
        formerRegister: before.register,
      };
    }
    case 'referral': {
      // The same firm: the referring court got its seat wrong. Not every notice repeats the register entry.
      const register = rng.chance(0.6) ? before.register : null;
      return {
        company: { ...before, address: addressIn(rng, town), register },
        formerName: null,
        formerRegister: null,
      };
    }
    case 'namesake': {
      const stem = before.name.slice(0, before.name.length - before.legalForm.length).trim();
      const name = rng.chance(0.5)
        ? before.name
        : `${stem} ${rng.pick(['Service', 'Nord', 'Süd', 'Verwaltung', 'Holding', 'Plus', '24'])} ${before.legalForm}`;
      return {
        company: { ...fresh, name, legalForm: before.legalForm, register: rng.chance(0.7) ? newRegister() : null },
        formerName: null,
        formerRegister: null,
      };
    }
  }
}

function newCompanyLike(rng: Rng, court: Court, town: Court['towns'][number], day: number, form: string): Company {
  let company = newCompany(rng, court, town, day);
  for (let attempt = 0; attempt < 20 && company.legalForm !== form; attempt++) {
    company = newCompany(rng, court, town, day);
  }
  return company;
}
