import { type Branch, branchDirectoryContent } from '@insurance-web/branch-map';

/*
 * The branches' facts, from their one source (the branch directory, src/content/branches.json or
 * Strapi's single type Pobočky), and where a page states them. The branch blocks render them from
 * the directory; these rules find a page that states one otherwise: in its own words, in a form's
 * list of car centres, or in its structured data.
 */

/** A branch or one of its departments, as a visitor reaches it. */
export interface BranchFact {
  /** `Pobočka Brno Vinohrady`, `Servis Brno Vinohrady`, `Prodej vozů Brno Vinohrady`. */
  name: string;
  /** The branch's code (the back end's, and the forms'). */
  code: string;
  /** The branch's place, as a sentence would name it: `Brno Vinohrady`. */
  place: string;
  phone: string;
  email: string;
  /** `Žarošická 13, 628 00 Brno`. */
  address: string;
  /** `Po–Čt 8:00–17:00; Pá zavřeno`. */
  hours: string;
}

const DEPARTMENT_NAMES = { servis: 'Servis', prodej: 'Prodej vozů' } as const;
const DAYS = ['Po', 'Út', 'St', 'Čt', 'Pá'] as const;

/** The directory's branches, read with the blocks' own schema (what the site shows). */
export function directoryOf(file: unknown): Branch[] {
  const data = (file as { data?: unknown } | null)?.data;
  return [...branchDirectoryContent.parse(data).branches];
}

/** `Chlumecká 765/6`. */
export function streetLine(branch: Pick<Branch, 'street' | 'houseNumber'>): string {
  return [branch.street, branch.houseNumber].filter(Boolean).join(' ');
}

const shortTime = (time: string) => time.replace(/^0(\d)/, '$1');

/** A branch's week on one line, days with the same hours together (Monday to Thursday 8–17, Friday closed). */
export function hoursLine(slots: Branch['slots']): string {
  const days = DAYS.map((_, index) =>
    slots
      .filter((slot) => slot.dow === index + 1)
      .map((slot) => `${shortTime(slot.open)}–${shortTime(slot.close)}`)
      .join(', '),
  );
  const runs: { from: number; to: number; hours: string }[] = [];
  days.forEach((hours, index) => {
    const last = runs.at(-1);
    if (last && last.hours === hours) last.to = index;
    else runs.push({ from: index, to: index, hours });
  });
  return runs
    .map(({ from, to, hours }) => {
      const span = from === to ? DAYS[from] : `${DAYS[from]}–${DAYS[to]}`;
      return `${span} ${hours || 'zavřeno'}`;
    })
    .join('; ');
}

/** Every branch and department of the directory with its phone, e-mail, address and hours. */
export function branchFacts(branches: readonly Branch[]): BranchFact[] {
  return branches.flatMap((branch) => {
    const place = branch.name.replace(/^pobočka\s+/i, '');
    const shared = {
      code: branch.code,
      place,
      address: `${streetLine(branch)}, ${[branch.zip, branch.city].filter(Boolean).join(' ')}`,
      hours: hoursLine(branch.slots),
    };
    return [
      { ...shared, name: branch.name, phone: branch.phone, email: branch.email },
      ...branch.departments.map((department) => ({
        ...shared,
        name: `${DEPARTMENT_NAMES[department.kind]} ${place}`,
        phone: department.phone,
        email: department.email,
      })),
    ];
  });
}

/** A phone number's nine digits, without the country code and the spaces. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^420(?=\d{9}$)/, '');
}

/** Czech numbers as written (three groups of three digits, perhaps after +420) and as dialled (`tel:`). */
const PHONE = /(?:\+420[\s\u00a0]?)?\b[2-9]\d{2}[\s\u00a0]\d{3}[\s\u00a0]\d{3}\b|tel:(?:\+420)?\d{9}/g;

/**
 * Where a page's own words disagree with the directory: a branch's number in a sentence that names
 * another branch, or no branch; a branch named beside a number that is none of its own (the site's
 * lines aside); a branch's street with another house number. `texts` are a page's sentences with
 * where they are; `otherLines` the numbers that are the company's, not a branch's.
 */
export function branchTextDisagreements(
  texts: readonly { where: string; text: string }[],
  branches: readonly Branch[],
  otherLines: readonly string[],
): string[] {
  const facts = branchFacts(branches);
  const byPhone = new Map(facts.filter((fact) => fact.phone).map((fact) => [phoneDigits(fact.phone), fact]));
  const people = new Set(
    branches.flatMap((branch) => branch.people.map((person) => phoneDigits(person.phone))),
  );
  const findings: string[] = [];
  for (const { where, text } of texts) {
    for (const sentence of text.split(/[.!?](?:\s|$)|\n/)) {
      // A branch is named by its place, with or without its city (`Praha Černý Most`, `Černý Most`).
      const named = branches.filter((branch) => {
        const place = branch.name.replace(/^pobočka\s+/i, '');
        return sentence.includes(place) || sentence.includes(place.replace(`${branch.city} `, ''));
      });
      for (const [match] of sentence.matchAll(PHONE)) {
        const phone = phoneDigits(match);
        const fact = byPhone.get(phone);
        if (fact && !named.some((branch) => branch.code === fact.code)) {
          findings.push(`${where}: ${match} je číslo ${fact.name}, věta ji nejmenuje („${sentence.trim()}“)`);
        }
        if (!fact && !otherLines.includes(phone) && !people.has(phone) && named.length > 0) {
          const own = facts.filter((each) => named.some((branch) => branch.code === each.code));
          findings.push(
            `${where}: ${named.map((branch) => branch.name).join(', ')} nemá číslo ${match} (${own.map((each) => `${each.name} ${each.phone}`).join(', ')})`,
          );
        }
      }
      for (const branch of branches) {
        for (const [, number = ''] of sentence.matchAll(
          new RegExp(`${branch.street}\\s+(\\d[\\w/]*)`, 'g'),
        )) {
          if (number !== branch.houseNumber) {
            findings.push(
              `${where}: ${branch.name} je v ulici ${streetLine(branch)}, ne ${branch.street} ${number}`,
            );
          }
        }
      }
    }
  }
  return findings;
}

/** A car centre as a form lists it (callback-forms' service branches): code, name, both address lines. */
export interface FormBranch {
  code: string;
  name: string;
  address: string;
  address2: string;
}

/** Where a form's list of car centres gives a branch another address than the directory's. */
export function formBranchDisagreements(
  formBranches: readonly FormBranch[],
  branches: readonly Branch[],
): string[] {
  return formBranches.flatMap((entry) => {
    const branch = branches.find((each) => each.code === entry.code);
    if (!branch) return [`formulář: ${entry.name} (${entry.code}) v adresáři poboček není`];
    const line2 = [branch.zip, branch.city].filter(Boolean).join(' ');
    return entry.address === streetLine(branch) && entry.address2 === line2
      ? []
      : [
          `formulář: ${entry.name} je ${entry.address}, ${entry.address2}; ${branch.name} je ${streetLine(branch)}, ${line2}`,
        ];
  });
}
