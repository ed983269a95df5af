/** German word forms for debtors and administrators (gender, case, provisional or final appointment). */
import type { CaseFacts } from '../cases/case-facts.js';

export interface DebtorWords {
  /** "die Schuldnerin" / "der Schuldner". */
  readonly nom: string;
  /** "der Schuldnerin" / "des Schuldners". */
  readonly gen: string;
  /** "der Schuldnerin" / "dem Schuldner". */
  readonly dat: string;
  readonly noun: string;
  /** "ihres" / "seines" (Vermögens). */
  readonly poss: string;
  /** "Antragstellerin" / "Antragsteller". */
  readonly applicant: string;
  readonly genApplicant: string;
  /** "- Schuldnerin -" line of southern and Berlin notices. */
  readonly marker: string;
}

const FEMININE: DebtorWords = {
  nom: 'die Schuldnerin',
  gen: 'der Schuldnerin',
  dat: 'der Schuldnerin',
  noun: 'Schuldnerin',
  poss: 'ihres',
  applicant: 'Antragstellerin',
  genApplicant: 'der Antragstellerin',
  marker: '- Schuldnerin -',
};

const MASCULINE: DebtorWords = {
  nom: 'der Schuldner',
  gen: 'des Schuldners',
  dat: 'dem Schuldner',
  noun: 'Schuldner',
  poss: 'seines',
  applicant: 'Antragsteller',
  genApplicant: 'des Antragstellers',
  marker: '- Schuldner -',
};

export function debtorWords(facts: CaseFacts): DebtorWords {
  const d = facts.debtor;
  if (d.kind === 'company') return FEMININE;
  if (d.kind === 'person') return d.person.female ? FEMININE : MASCULINE;
  return MASCULINE;
}

export type RoleBase = 'Insolvenzverwalter' | 'Sachwalter' | 'Treuhänder';

export interface RoleWords {
  /** "Insolvenzverwalterin", "vorläufiger Insolvenzverwalter". */
  readonly title: string;
  /** "der vorläufige Insolvenzverwalter". */
  readonly nom: string;
  readonly dat: string;
  readonly gen: string;
  /** "Zum vorläufigen Insolvenzverwalter" / "Zur Insolvenzverwalterin". */
  readonly zum: string;
  /** "Der Insolvenzverwalter" at sentence start. */
  readonly Nom: string;
}

export function roleWords(base: RoleBase, female: boolean, provisional: boolean): RoleWords {
  const noun = female ? `${base}in` : base;
  if (female) {
    const adj = provisional ? 'vorläufige ' : '';
    const adjN = provisional ? 'vorläufigen ' : '';
    return {
      title: `${adj}${noun}`,
      nom: `die ${adj}${noun}`,
      dat: `der ${adjN}${noun}`,
      gen: `der ${adjN}${noun}`,
      zum: `Zur ${adjN}${noun}`,
      Nom: `Die ${adj}${noun}`,
    };
  }
  const adjN = provisional ? 'vorläufigen ' : '';
  return {
    title: `${provisional ? 'vorläufiger ' : ''}${noun}`,
    nom: `der ${provisional ? 'vorläufige ' : ''}${noun}`,
    dat: `dem ${adjN}${noun}`,
    gen: `des ${adjN}${noun}s`,
    zum: `Zum ${adjN}${noun}`,
    Nom: `Der ${provisional ? 'vorläufige ' : ''}${noun}`,
  };
}

/** Role of the case's administrator: Sachwalter under Eigenverwaltung, else Insolvenzverwalter. */
export function administratorRole(facts: CaseFacts, provisional: boolean): RoleWords {
  return roleWords(
    facts.eigenverwaltung ? 'Sachwalter' : 'Insolvenzverwalter',
    facts.administrator.female,
    provisional,
  );
}

/** "12.345,67". */
export function euro(amount: number): string {
  const [int, frac] = amount.toFixed(2).split('.') as [string, string];
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
}
