import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokenPromises, foldCzech } from '../site/promises';
import { readContentFiles, sectionsOf, textsOf, visibleTextsOf } from './contentTexts';

/** Every page the site ships (and Strapi seeds), and the chrome around them. */
const contentFiles = readContentFiles();

describe('what the contents promise a visitor', () => {
  it('no page, title or menu promises a journey online that the site does not offer', () => {
    const broken = contentFiles.flatMap((file) =>
      visibleTextsOf(file).flatMap(({ where, text }) =>
        brokenPromises(text).map(({ phrase }) => `${where}: „${phrase}“ v „${text.slice(0, 100)}“`),
      ),
    );
    expect(broken).toEqual([]);
  });

  it('reads the words a visitor sees, not the addresses behind them', () => {
    const [texts] = [
      visibleTextsOf({
        name: 'test.json',
        json: {
          data: {
            title: 'Pojištění',
            sections: [
              {
                __component: 'blocks.rich-text',
                content: 'Volejte nám, nebo si [nechte zavolat](/online/hlaseni-skody).',
                button: { text: 'Kontakty', url: '/online/hlaseni-skody' },
              },
            ],
          },
        },
      }).map(({ text }) => text),
    ];
    expect(texts).toEqual(['Pojištění', 'Volejte nám, nebo si [nechte zavolat].', 'Kontakty']);
  });
});

/** The branch directory every branch block shows (`branches.json`, Strapi's `Pobočky`), with its people. */
const branchDirectory: unknown = JSON.parse(readFileSync(new URL('branches.json', import.meta.url), 'utf8'));

/** The people the site shows as the insurer's staff: the people cards and the branches' people. */
function staffNames(): Set<string> {
  const names = contentFiles.flatMap((file) =>
    sectionsOf(file).flatMap(({ type, fields }) => {
      if (type === 'blocks.people-cards')
        return (fields.people as { name: string }[]).map(({ name }) => name);
      if (type.startsWith('branches.')) return namesOfPeople(fields);
      return [];
    }),
  );
  return new Set([...names, ...namesOfPeople(branchDirectory)].map(foldCzech));
}

/** Every `people[].name` anywhere in a section (a branch's staff sit inside its branch records). */
function namesOfPeople(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namesOfPeople);
  if (!value || typeof value !== 'object') return [];
  const { people, ...rest } = value as { people?: unknown };
  const own = Array.isArray(people)
    ? people.flatMap((person) => (typeof person?.name === 'string' ? [person.name as string] : []))
    : [];
  return [...own, ...Object.values(rest).flatMap(namesOfPeople)];
}

describe('testimonials', () => {
  const testimonials = contentFiles.flatMap((file) =>
    sectionsOf(file)
      .filter(({ type }) => type === 'blocks.testimonials')
      .flatMap(({ where, fields }) =>
        (fields.items as { name: string; quote: string }[]).map((item) => ({ where, ...item })),
      ),
  );

  it('are on the pages, and the staff too (so that the next check compares something)', () => {
    expect(testimonials.length).toBeGreaterThan(3);
    expect(staffNames().size).toBeGreaterThan(3);
  });

  it('are signed by clients: no reviewer shares a name with a member of staff', () => {
    const staff = staffNames();
    expect(
      testimonials
        .filter(({ name }) => staff.has(foldCzech(name)))
        .map(({ where, name }) => `${where}: ${name}`),
    ).toEqual([]);
  });

  it('praise only what the site offers', () => {
    expect(
      testimonials.flatMap(({ where, quote }) =>
        textsOf(quote, where).flatMap(({ text }) =>
          brokenPromises(text).map(({ phrase }) => `${where}: ${phrase}`),
        ),
      ),
    ).toEqual([]);
  });
});
