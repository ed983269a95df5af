/**
 * Paragraphs shared by several Länder layouts: administrator blocks (with and without commas), company
 * representation, court address inside legal-remedy paragraphs, deletion notices, hearing dates.
 * Wording is our own; structure and traps follow the real notices (docs/PORTAL.md).
 */
import type { CaseFacts } from '../cases/case-facts.js';
import { germanDate, weekdayName, weekdayOnOrAfter } from '../calendar.js';
import type { Court } from '../tables/courts.js';
import type { Administrator } from '../parties/administrators.js';
import { type Address, formatAddress } from '../parties/addresses.js';
import type { Company, Representative } from '../parties/companies.js';
import { birthDate, fullName, type Person, withSalutation } from '../parties/persons.js';
import type { Rng } from '../random.js';
import type { DebtorWords, RoleWords } from './grammar.js';

export type AdminLayout = 'comma' | 'run-on' | 'berlin' | 'south';

/** The administrator as courts print it; 'run-on' has no commas at all (Sachsen), a known parser trap. */
export function adminBlock(admin: Administrator, layout: AdminLayout, rng: Rng, withContact = rng.chance(0.6)): string {
  const a = admin.address;
  const firm = admin.firm && rng.chance(0.5) ? admin.firm : '';
  switch (layout) {
    case 'run-on':
      return [
        admin.name,
        firm,
        a.street,
        `${a.postalCode} ${a.city}`,
        withContact ? `Telefon: ${admin.phone} Telefax: ${admin.fax} E-Mail: ${admin.email}` : '',
      ]
        .filter(Boolean)
        .join(' ');
    case 'berlin':
      return `${admin.name} ${firm ? `${firm}, ` : ''}${a.street}, ${a.postalCode} ${a.city}`;
    case 'south':
      return `${admin.name} ${a.street}, ${a.postalCode} ${a.city}${
        withContact ? ` Telefon: ${admin.phone}, Fax: ${admin.fax} ${admin.email}` : ''
      }`;
    default:
      return `${admin.name}, ${firm ? `${firm}, ` : ''}${formatAddress(a)}${
        withContact ? `, Tel.: ${admin.phone}, Fax: ${admin.fax}, E-Mail: ${admin.email}` : ''
      }`;
  }
}

export function companyAddress(company: Company, rng: Rng): string {
  const prefix = company.formerAddress ? rng.pick(['ehemals: ', 'frühere Anschrift: ', 'zuletzt: ']) : '';
  const careOf = company.careOf ? `${company.careOf}, ` : '';
  return `${careOf}${prefix}${formatAddress(company.address)}`;
}

function roleLabel(rep: Representative): string {
  const f = rep.person.female;
  switch (rep.role) {
    case 'Geschäftsführer':
      return f ? 'Geschäftsführerin' : 'Geschäftsführer';
    case 'Liquidator':
      return f ? 'Liquidatorin' : 'Liquidator';
    case 'Vorstand':
      return f ? 'Vorstandsmitglied' : 'Vorstand';
    case 'persönlich haftender Gesellschafter':
      return f ? 'persönlich haftende Gesellschafterin' : 'persönlich haftender Gesellschafter';
    case 'Gesellschafter':
      return f ? 'Gesellschafterin' : 'Gesellschafter';
    default:
      return 'Partner';
  }
}

function personWithAddress(person: Person, rng: Rng, birth: boolean, salutation: boolean): string {
  const name = salutation ? withSalutation(person) : fullName(person);
  const born = birth ? `, geboren am ${birthDate(person)}` : '';
  return `${name}${born}${rng.chance(0.55) ? `, ${formatAddress(person.address)}` : ''}`;
}

function pluralRole(rep: Representative): string {
  switch (rep.role) {
    case 'Liquidator':
      return 'Liquidatoren';
    case 'Vorstand':
      return 'Vorstandsmitglieder';
    case 'persönlich haftender Gesellschafter':
      return 'persönlich haftenden Gesellschafter';
    default:
      return rep.role;
  }
}

/**
 * "gesetzlich vertreten durch den Geschäftsführer Herrn X, <address>" (NRW) or, for GmbH & Co. KG, the general
 * partner with its own register entry and address, then its managing director: several addresses in one notice.
 */
export function representationLong(company: Company, rng: Rng, birth = false): string {
  if (company.generalPartner) {
    const gp = company.generalPartner;
    const directors = gp.directors.map((p) => personWithAddress(p, rng, birth, false)).join(' und ');
    return `gesetzlich vertreten durch die persönlich haftende Gesellschafterin, die im Handelsregister des Amtsgerichts ${gp.register.court.place} unter ${gp.register.type} ${gp.register.number} eingetragene ${gp.name}, ${formatAddress(gp.address)}, diese vertreten durch ${gp.directors.length > 1 ? 'die Geschäftsführer' : gp.directors[0]?.female ? 'die Geschäftsführerin' : 'den Geschäftsführer'} ${directors}`;
  }
  const reps = company.representatives;
  if (reps.length === 0) return '';
  const first = reps[0] as Representative;
  const article = reps.length > 1 ? 'die' : first.person.female ? 'die' : 'den';
  const label = reps.length > 1 ? pluralRole(first) : roleLabel(first);
  const names = reps
    .map((r) => personWithAddress(r.person, rng, birth, reps.length === 1 && rng.chance(0.7)))
    .join(' und ');
  return `${rng.chance(0.8) ? 'gesetzlich ' : ''}vertreten durch ${article} ${label} ${names}`;
}

/** "vertr. d.: 1. X, <address>, (Geschäftsführer), 2. …" as in Niedersachsen/Hessen. */
export function representationShort(company: Company, rng: Rng): string {
  const entries: string[] = [];
  if (company.generalPartner) {
    const gp = company.generalPartner;
    entries.push(`${gp.name}, ${formatAddress(gp.address)}, (persönlich haftende Gesellschafterin)`);
  } else {
    for (const rep of company.representatives) {
      const addr = rng.chance(0.6) ? `${formatAddress(rep.person.address)}, ` : '';
      entries.push(`${fullName(rep.person)}, ${addr}(${roleLabel(rep)})`);
    }
  }
  if (entries.length === 0) return '';
  if (entries.length === 1) return `vertr. d.: ${entries[0]}`;
  return `vertr. d.: ${entries.map((e, i) => `${i + 1}. ${e}`).join(', ')}`;
}

/** "vertreten durch den Geschäftsführer Max Muster, geboren am …, <address>" (Berlin, south). */
export function representationPlain(company: Company, rng: Rng, birth: boolean): string {
  if (company.generalPartner) {
    const gp = company.generalPartner;
    const d = gp.directors[0] as Person;
    return `vertreten durch die persönlich haftende Gesellschafterin ${gp.name}, ${formatAddress(gp.address)}, diese vertreten durch ${d.female ? 'die Geschäftsführerin' : 'den Geschäftsführer'} ${personWithAddress(d, rng, birth, false)}`;
  }
  const reps = company.representatives;
  if (reps.length === 0) return '';
  const first = reps[0] as Representative;
  if (reps.length > 1) {
    return `vertreten durch d. ${pluralRole(first)} ${reps.map((r) => personWithAddress(r.person, rng, birth, false)).join(' und ')}`;
  }
  return `vertreten durch ${first.person.female ? 'die' : 'den'} ${roleLabel(first)} ${personWithAddress(first.person, rng, birth, false)}`;
}

export function courtAddress(court: Court, commas = true): string {
  return commas
    ? `${court.name}, ${court.street}, ${court.postalCode} ${court.city}`
    : `${court.name} ${court.street} ${court.postalCode} ${court.city}`;
}

/** Legal-remedy paragraph: always names the court's own address (a trap for "first address" parsers). */
export function remedyParagraph(court: Court, words: DebtorWords, rng: Rng, commas = true): string {
  const variant = rng.int(0, 2);
  const where = courtAddress(court, commas);
  if (variant === 0) {
    return `Rechtsbehelfsbelehrung: Gegen diese Entscheidung ist die sofortige Beschwerde statthaft. Sie ist binnen einer Notfrist von zwei Wochen bei dem ${where} schriftlich oder zu Protokoll der Geschäftsstelle einzulegen. Die Frist beginnt mit der Verkündung oder, wenn nicht verkündet wurde, mit der Zustellung der Entscheidung; eine öffentliche Bekanntmachung gilt zwei Tage nach dem Tag der Veröffentlichung als bewirkt. Die Beschwerdeschrift muss die angefochtene Entscheidung bezeichnen und erklären, dass Beschwerde eingelegt wird. Sie soll begründet werden.`;
  }
  if (variant === 1) {
    return `Rechtsmittelbelehrung: ${words.nom === 'die Schuldnerin' ? 'Die Schuldnerin' : 'Der Schuldner'} kann diesen Beschluss mit der sofortigen Beschwerde anfechten (§ 34 InsO). Sie ist innerhalb von zwei Wochen bei dem ${where} einzulegen; zu Protokoll kann sie vor jedem Amtsgericht gegeben werden, fristwahrend ist aber nur der rechtzeitige Eingang bei dem genannten Gericht. Elektronisch ist die Einlegung nur mit qualifizierter Signatur oder über einen sicheren Übermittlungsweg wirksam, nicht per einfacher E-Mail.`;
  }
  return `Rechtsbehelfsbelehrung: Gegen den Beschluss ist die sofortige Beschwerde gegeben; sie steht jedem zu, dessen Rechte die Entscheidung beeinträchtigt. Einzulegen ist sie binnen zwei Wochen bei dem ${where}. Die Frist läuft ab Zustellung; die Veröffentlichung im Internet wirkt als Zustellung, wenn seit dem Veröffentlichungstag zwei weitere Tage vergangen sind. Die Festsetzung des Gegenstandswerts ist nur anfechtbar, wenn die Beschwer 200,00 EUR übersteigt.`;
}

export function deletionNotice(rng: Rng): string {
  return rng.pick([
    'Hinweis: Die im Internet bekannt gemachten Daten dieses Verfahrens werden gelöscht, sobald seit der Aufhebung oder der rechtskräftigen Einstellung sechs Monate vergangen sind (§ 3 Abs. 1 InsoBekV); andere Bekanntmachungen einen Monat nach ihrem ersten Erscheinen.',
    'Löschungshinweis: Personenbezogene Daten aus Eröffnungs- und Insolvenzverfahren bleiben höchstens bis sechs Monate nach Aufhebung oder rechtskräftiger Einstellung veröffentlicht, sonstige Bekanntmachungen einen Monat.',
  ]);
}

export function securityRights(role: RoleWords, words: DebtorWords): string {
  return `Gläubiger mit Sicherungsrechten an beweglichen Sachen oder an Rechten ${words.gen} müssen diese ${role.dat} unverzüglich anzeigen und dabei den belasteten Gegenstand, Art und Grund des Rechts sowie die gesicherte Forderung angeben. Für Schäden aus einer schuldhaft unterlassenen oder verspäteten Anzeige wird gehaftet (§ 28 Abs. 2 InsO).`;
}

export function thirdPartyDebtors(role: RoleWords, words: DebtorWords): string {
  return `Personen, die ${words.dat} etwas schulden, dürfen nicht mehr an ${words.nom === 'die Schuldnerin' ? 'sie' : 'ihn'} leisten, sondern nur noch an ${role.nom.replace(/^der /, 'den ')} (§ 28 Abs. 3 InsO).`;
}

/** Enforcement stop of Sicherungsmaßnahmen: contains "einstweilen eingestellt" (keyword trap). */
export function enforcementStop(words: DebtorWords): string {
  return `Die Zwangsvollstreckung in das bewegliche Vermögen ${words.gen} wird untersagt; laufende Vollstreckungsmaßnahmen werden einstweilen eingestellt (§ 21 Abs. 2 Satz 1 Nr. 3 InsO).`;
}

export interface Hearing {
  readonly day: number;
  readonly time: string;
  readonly room: string;
}

export function claimsDeadline(decisionDay: number, rng: Rng): number {
  return weekdayOnOrAfter(decisionDay + rng.int(28, 60));
}

export function hearingAfter(day: number, rng: Rng): Hearing {
  return {
    day: weekdayOnOrAfter(day + rng.int(7, 35)),
    time: `${String(rng.int(8, 14)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45', '10', '20'])}`,
    room: rng.pick([
      `Saal ${rng.int(1, 4)}.${rng.int(100, 140)}`,
      `Sitzungssaal ${rng.int(100, 420)}, ${rng.int(1, 4)}. Stock`,
      `Saal ${rng.int(1, 30)}, Erdgeschoss`,
      `Raum ${rng.int(100, 399)}`,
    ]),
  };
}

/** "Montag, 16.03.2026, 09:30 Uhr, Saal 2.104, <court address>". */
export function hearingText(hearing: Hearing, court: Court): string {
  return `${weekdayName(hearing.day)}, ${germanDate(hearing.day)}, ${hearing.time} Uhr, ${hearing.room}, ${court.street}, ${court.postalCode} ${court.city}`;
}

/** Who filed: "der Schuldnerin" / "einer Gläubigerin" / "des Finanzamts …". */
export function petitionerGen(facts: CaseFacts, words: DebtorWords): string {
  const c = facts.petition.creditor;
  if (!facts.petition.byCreditor || !c) return words.gen;
  return c.feminine ? 'einer Gläubigerin' : 'eines Gläubigers';
}

/** The filing creditor with its own address, printed before the debtor (a "first address" trap). */
export function creditorIntro(facts: CaseFacts): string {
  const c = facts.petition.creditor;
  if (!c) return '';
  const rep = c.representedBy ? `, ${c.representedBy}` : '';
  return `${c.name}${rep}, ${c.street}, ${c.postalCode} ${c.city}, Gz.: ${facts.petition.reference} - ${
    c.feminine ? 'antragstellende Gläubigerin' : 'antragstellender Gläubiger'
  } -`;
}

export function formatPersonAddress(address: Address): string {
  return formatAddress(address);
}
