import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The forms' car centres are a table in callback-forms' code, which its public face does not export.
import { SERVICE_BRANCHES } from '../../../../packages/callback-forms/src/branches/serviceBranches';
import { siteContainer } from '../../test/siteContainer';
import Sections from '../components/Sections.astro';
import { contentSource } from '../content/source';
import {
  type BranchFact,
  branchFacts,
  branchTextDisagreements,
  directoryOf,
  formBranchDisagreements,
  phoneDigits,
  streetLine,
} from './branchFacts';
import { facts } from './facts';

/*
 * One source for every branch's and department's phone, address and hours: the branch directory.
 * What the site states of a branch is read here as a visitor and a search engine read it (the pages
 * rendered by the site's own renderer, their JSON-LD, the forms' car centres, the pages' own words)
 * and compared with the directory; any disagreement fails, naming the page and the fact.
 */

const contentDir = new URL('../content/', import.meta.url);
const directory = directoryOf(JSON.parse(readFileSync(new URL('branches.json', contentDir), 'utf8')));
const all = branchFacts(directory);
const COMPANY_LINES = [facts.clientLine.phone, facts.claimsLine.phone].map(phoneDigits);

/** A page as the site renders it at `url` (its sections only: the facts are theirs). */
async function rendered(path: string, query = ''): Promise<string> {
  const page = await contentSource().getPage(path);
  if (!page) throw new Error(`no page ${path}`);
  const container = await siteContainer();
  return container.renderToString(Sections, {
    props: { path, sections: page.sections },
    request: new Request(`http://127.0.0.1:3000${path}${query}`),
  });
}

/** The HTML's text: tags out, entities and spaces as a visitor reads them. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const dialled = (fact: Pick<BranchFact, 'phone'>) => `href="tel:+420${phoneDigits(fact.phone)}"`;

describe('the branch directory: one source for the branches’ facts', () => {
  it('gives every branch and department its own line; Brno Vinohrady’s three are its reception, service and sales', () => {
    const brno = all.filter((fact) => fact.code === 'KEI_BRNO_VINOHRADY');
    expect(brno.map(({ name, phone }) => [name, phone])).toEqual([
      ['Pobočka Brno Vinohrady', '+420 800 100 204'],
      ['Servis Brno Vinohrady', '800 100 304'],
      ['Prodej vozů Brno Vinohrady', '800 100 404'],
    ]);
    expect(new Set(brno.map((fact) => fact.address))).toEqual(new Set(['Žarošická 13, 628 00 Brno']));
    expect(brno[0]?.hours).toBe('Po–Čt 8:00–17:00; Pá zavřeno');
    // No number serves two of them.
    const numbers = all.map((fact) => phoneDigits(fact.phone));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('/pobocky: each branch’s detail (`?pobocka=`) states its own phone, departments, hours; the chart names it', async () => {
    for (const branch of directory) {
      const html = await rendered('/pobocky', `?pobocka=${branch.slug}`);
      const detail = html.match(/<article[\s\S]*?<\/article>/)?.[0] ?? '';
      expect(detail, branch.name).toContain(`>${branch.name}</h3>`);
      for (const fact of all.filter((each) => each.code === branch.code)) {
        expect(detail, fact.name).toContain(dialled(fact));
        if (fact.email) expect(detail, fact.name).toContain(`mailto:${fact.email}`);
      }
      expect(textOf(detail)).toContain(`${streetLine(branch)} ${branch.zip} ${branch.city}`);
      for (const slot of branch.slots) {
        expect(textOf(detail)).toContain(`${slot.open.replace(/^0/, '')}–${slot.close.replace(/^0/, '')}`);
      }
      expect(html).toContain(`Kdy je na pobočce ${branch.name.replace(/^Pobočka /, '')} nejvíc lidí`);
    }
  });

  it('/pobocky: the JSON-LD (AutomotiveBusiness, its departments) states what the directory says', async () => {
    const html = await rendered('/pobocky');
    const json = html.match(/<script type="application\/ld\+json">(\[[\s\S]*?\])<\/script>/)?.[1] ?? '[]';
    const data = JSON.parse(json) as Record<string, unknown>[];
    expect(data).toHaveLength(directory.length);
    for (const [index, branch] of directory.entries()) {
      const entry = data[index] as {
        name: string;
        telephone: string;
        email: string;
        address: { streetAddress: string; postalCode: string; addressLocality: string };
        openingHoursSpecification: { dayOfWeek: string; opens: string; closes: string }[];
        department?: { name: string; telephone: string; address: { streetAddress: string } }[];
      };
      expect(entry.name).toBe(branch.name);
      expect(entry.telephone).toBe(branch.phone);
      expect(entry.email).toBe(branch.email);
      expect(entry.address).toMatchObject({
        streetAddress: streetLine(branch),
        postalCode: branch.zip,
        addressLocality: branch.city,
      });
      expect(entry.openingHoursSpecification.map(({ opens, closes }) => `${opens}–${closes}`)).toEqual(
        branch.slots.map((slot) => `${slot.open}–${slot.close}`),
      );
      const departments = all.filter((fact) => fact.code === branch.code).slice(1);
      expect((entry.department ?? []).map(({ name, telephone }) => [name, telephone])).toEqual(
        departments.map((fact) => [fact.name, fact.phone]),
      );
    }
  });

  it('/kontakty: each service-centre and dealer card is its department, at its branch’s address', async () => {
    const html = await rendered('/kontakty');
    const cards = [...html.matchAll(/<article[\s\S]*?<\/article>/g)].map(([card]) => card);
    const departments = all.filter((fact) => /^(Servis|Prodej vozů) /.test(fact.name));
    expect(cards).toHaveLength(departments.length);
    for (const fact of departments) {
      // The card's heading names it (whatever its level in the page's outline).
      const card = cards.find((each) => new RegExp(`>${fact.name}</h[2-6]>`).test(each));
      expect(card, fact.name).toBeDefined();
      expect(card).toContain(dialled(fact));
      expect(textOf(card ?? '')).toContain(fact.address.replace(', ', ' '));
    }
  });

  it('the forms’ car centres (service booking, mobility) are at their branches’ addresses', () => {
    expect(formBranchDisagreements(SERVICE_BRANCHES, directory)).toEqual([]);
  });

  it('no page states a branch’s number, street or hours in its own words otherwise', () => {
    const texts = readdirSync(new URL('pages/', contentDir))
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => {
        const page = JSON.parse(readFileSync(new URL(`pages/${name}`, contentDir), 'utf8')) as {
          data: { sections: { __component: string }[] };
        };
        return page.data.sections.flatMap((section, index) => stringsOf(section, `${name} › ${index + 1}.`));
      });
    expect(texts.length).toBeGreaterThan(500);
    expect(branchTextDisagreements(texts, directory, COMPANY_LINES)).toEqual([]);
  });
});

/** Every string of a section (rich text's words, links' addresses), with where it is. */
function stringsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, where));
  if (value && typeof value === 'object')
    return Object.values(value).flatMap((item) => stringsOf(item, where));
  return [];
}

describe('branchTextDisagreements', () => {
  const check = (text: string) => branchTextDisagreements([{ where: 'x', text }], directory, COMPANY_LINES);

  it('accepts a branch’s own numbers beside its name, the company’s lines, and its street with its number', () => {
    expect(check('Servis v Brně Vinohradech? Pobočka Brno Vinohrady: 800 100 304.')).toEqual([]);
    expect(check('Brno Vinohrady, servis 800 100 304, prodej +420 800 100 404.')).toEqual([]);
    expect(check('Volejte klientskou linku 800 100 200 nebo přijďte na Žarošická 13 v Brně.')).toEqual([]);
  });

  it.each([
    [
      'another branch’s number beside its name',
      'Brno Vinohrady: 800 100 301',
      'je číslo Servis Praha Černý Most',
    ],
    ['a branch’s number without its name', 'Servis: 800 100 304', 'věta ji nejmenuje'],
    [
      'a number that is none of the branch’s',
      'Příbram, telefon 800 100 555',
      'Pobočka Příbram nemá číslo 800 100 555',
    ],
    ['its street with another number', 'Najdete nás na Žarošická 4208/2.', 'ne Žarošická 4208/2'],
  ])('finds %s', (_, text, finding) => {
    expect(check(text).join('\n')).toContain(finding);
  });
});
