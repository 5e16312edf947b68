import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { demoSite } from '../../test/site';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { faqSectionBlock } from './faqSectionBlock';
import type { FaqSectionProps } from './faqSectionContent';
import { faqSectionFixtures, faqSectionInvalidFixtures } from './fixtures';

const props = (data: object) => contentProps<FaqSectionProps>(faqSectionBlock, data);
const at = (search: string) => ({ ...demoSite, url: `http://localhost:6006/caste-dotazy${search}` });
const html = (data: object, search = '') => renderBlockToHtml(faqSectionBlock, props(data), at(search));

/** The questions of a FAQPage, as JSON-LD gives them. */
type JsonLdQuestion = { name: string; acceptedAnswer: { text: string } };
const questionsOf = (data: Record<string, unknown> | undefined) =>
  (data?.mainEntity ?? []) as JsonLdQuestion[];

/** Every `application/ld+json` script of some HTML, parsed. */
function structuredData(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
}

// Unreadable answers are logged; the contract's fuzzing sends plenty of them.
let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describeBlockContract(faqSectionBlock, {
  valid: faqSectionFixtures,
  invalid: {
    groupsNotList: { data: faqSectionInvalidFixtures.groupsNotList, path: 'groups' },
    groupWithoutName: { data: faqSectionInvalidFixtures.groupWithoutName, path: 'groups.0.name' },
    questionWithoutHeading: {
      data: faqSectionInvalidFixtures.questionWithoutHeading,
      path: 'groups.0.categories.0.questions.0.heading',
    },
    unknownVariant: { data: faqSectionInvalidFixtures.unknownVariant, path: 'variant' },
    orderNotNumber: { data: faqSectionInvalidFixtures.orderNotNumber, path: 'groups.0.order' },
  },
});

describe('FaqSection content', () => {
  it('sorts the groups by order, those without one last (SPEC §2 item 7)', () => {
    expect(props(faqSectionFixtures.full).groups.map((group) => group.name)).toEqual([
      'Pojištění vozidel',
      'Majetek a domácnost',
      'Cestovní pojištění',
      'Platby a smlouvy',
    ]);
  });

  it('reads answers in every Strapi shape, sanitised, with their plain text', () => {
    const [vehicles, property] = props(faqSectionFixtures.full).groups;
    const blocks = vehicles?.categories[1]?.questions[0];
    expect(blocks?.answer.kind).toBe('blocks');
    expect(blocks?.answerText).toBe(
      'Škodu nahlaste co nejdříve, nejlépe online nebo na lince 800 100 200. Připravte si:\nčíslo pojistné smlouvy,\nzáznam o dopravní nehodě,\nfotografie poškozeného vozidla.',
    );
    const fromHtml = property?.categories[0]?.questions[0];
    expect(fromHtml?.answer).toMatchObject({ kind: 'blocks' });
    expect(fromHtml?.answerText).toMatch(/^Pojištění nemovitosti kryje stavbu/);
    expect(property?.categories[0]?.questions[1]).toMatchObject({ answerText: '', answer: { blocks: [] } });
  });

  it('logs an answer it cannot read, with the block and the question, and keeps the question', () => {
    const [group] = props(faqSectionFixtures.unreadableAnswer).groups;
    const [unreadable, readable] = group?.categories[0]?.questions ?? [];
    expect(unreadable).toMatchObject({ question: 'Kde najdu číslo smlouvy?', answerText: '' });
    expect(readable?.answerText).toBe('V klientské zóně, v sekci Moje údaje.');
    expect(consoleError).toHaveBeenCalledWith(
      '[blocks.faq] unreadable answer to "Kde najdu číslo smlouvy?": object; shown without an answer',
    );
  });

  it('logs an answer of which nothing survives cleaning, but not an empty one', () => {
    const only = (content: unknown) =>
      props({
        __component: 'blocks.faq',
        groups: [{ name: 'A', categories: [{ questions: [{ heading: 'Otázka?', content }] }] }],
      });
    only('<script>alert(1)</script>');
    only([{ type: 'script', children: [] }]);
    expect(consoleError).toHaveBeenCalledTimes(2);
    only(null);
    only('  ');
    only([]);
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});

describe('FaqSection on the server', () => {
  it('shows the first group and category by default, as tiles only with more than one group', () => {
    const page = html(faqSectionFixtures.full);
    expect(page).toContain('aria-label="Témata dotazů"');
    expect(page.match(/aria-current="true"/g)).toHaveLength(2);
    expect(page).toMatch(/href="\/caste-dotazy\?faq=0"[^>]*aria-current="true"/);
    expect(page).toContain('>Povinné ručení a havarijní pojištění</h3>');
    expect(page).toContain('Od kdy platí povinné ručení sjednané online?');
    expect(page).not.toContain('Jak nahlásit škodu na autě?</span>');
    const single = html(faqSectionFixtures.minimal);
    expect(single).not.toContain('Témata dotazů');
    expect(single).not.toContain('Okruhy dotazů');
    expect(single).not.toContain('aria-current');
  });

  it('renders the group and category of a shared URL (faq, q) in the server HTML', () => {
    const page = html(faqSectionFixtures.full, '?faq=1&q=1');
    expect(page).toMatch(/href="\/caste-dotazy\?faq=1"[^>]*aria-current="true"/);
    expect(page).toMatch(/href="\/caste-dotazy\?faq=1&amp;q=1"[^>]*aria-current="true"/);
    expect(page).toContain('>Majetek a domácnost</h3>');
    expect(page).toContain('Vytopil mě soused. Co mám dělat?');
    expect(page).not.toContain('Od kdy platí povinné ručení sjednané online?</span>');
  });

  it.each(['?faq=9&q=9', '?faq=-1', '?faq=abc&q=1.5', '?faq=1.0', '?faq=%20'])(
    'falls back to the first group and category for %s',
    (search) => {
      const page = html(faqSectionFixtures.full, search);
      expect(page).toContain('>Povinné ručení a havarijní pojištění</h3>');
      expect(page).toContain('Od kdy platí povinné ručení sjednané online?');
    },
  );

  it('keeps the page’s other parameters in the links', () => {
    expect(html(faqSectionFixtures.full, '?utm_source=newsletter&faq=2')).toContain(
      'href="/caste-dotazy?utm_source=newsletter&amp;faq=1"',
    );
  });

  it('shows each question collapsed: a button with aria-expanded/aria-controls and a three-line preview', () => {
    const page = html(faqSectionFixtures.full);
    const button = page.match(/<button[^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"/);
    expect(button).not.toBeNull();
    expect(page).toContain(`id="${button?.[1]}"`);
    expect(page).toMatch(
      /<div aria-hidden="true" class="px-5 pb-5"><p class="line-clamp-3[^"]*">Od data a hodiny/,
    );
  });

  it('heads the questions below the group heading, below the block heading', () => {
    const page = html(faqSectionFixtures.full);
    expect(page).toMatch(/<h2[^>]*>Časté dotazy<\/h2>/);
    expect(page).toMatch(/<h4[^>]*><button/);
    expect(html(faqSectionFixtures.minimal)).toMatch(/<h2[^>]*><button/);
  });

  it('puts JSON-LD FAQPage of every question of every group and category in the HTML', () => {
    const [data, ...more] = structuredData(html(faqSectionFixtures.full, '?faq=1'));
    expect(more).toHaveLength(0);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    const questions = questionsOf(data);
    expect(questions.map((question) => question.name)).toEqual([
      'Od kdy platí povinné ručení sjednané online?',
      'Musím auto před sjednáním havarijního pojištění ukázat?',
      'Jak nahlásit škodu na autě?',
      'Jaký je rozdíl mezi pojištěním domácnosti a nemovitosti?',
      'Mohu si pojistit elektrokoloběžku?',
      'Vytopil mě soused. Co mám dělat?',
      'Kryje cestovní pojištění i zimní sporty?',
      'Jak mohu zaplatit pojistné?',
      'Co když zapomenu zaplatit?',
    ]);
    expect(questions[4]?.acceptedAnswer.text).toBe('Odpověď není k dispozici.');
    expect(questions[7]?.acceptedAnswer.text).toBe(
      'Převodem z účtu, trvalým příkazem, inkasem nebo kartou online. Variabilní symbol je číslo vaší smlouvy.',
    );
  });

  it('keeps CMS text from ending its JSON-LD script', () => {
    const page = html({
      __component: 'blocks.faq',
      groups: [
        {
          name: 'A',
          categories: [
            { questions: [{ heading: '</script><script>alert(1)</script>', content: 'x </script> y' }] },
          ],
        },
      ],
    });
    const [data] = structuredData(page);
    expect(questionsOf(data)[0]?.name).toBe('</script><script>alert(1)</script>');
  });

  it('gives a question whose answer could not be read the no-answer text, and renders the rest', () => {
    const page = html(faqSectionFixtures.unreadableAnswer);
    expect(page).toContain('Kde najdu číslo smlouvy?');
    expect(page).toContain('Jak změním adresu?');
    const [data] = structuredData(page);
    expect(questionsOf(data).map((q) => q.acceptedAnswer.text)).toEqual([
      'Odpověď není k dispozici.',
      'V klientské zóně, v sekci Moje údaje.',
    ]);
  });

  it('shows the empty states without structured data', () => {
    const empty = html(faqSectionFixtures.empty);
    expect(empty).toContain('Zatím tu nejsou žádné dotazy.');
    expect(structuredData(empty)).toHaveLength(0);
    const emptyGroup = html(faqSectionFixtures.longText, '?faq=1');
    expect(emptyGroup).toContain('Zatím tu nejsou žádné dotazy.');
  });

  it('names categories without a name by their number', () => {
    expect(html(faqSectionFixtures.strapiNulls)).toContain('>Okruh 2</a>');
  });

  it('hydrates only with something to open or choose, and has an island loader', async () => {
    expect(faqSectionBlock.island?.(props(faqSectionFixtures.full))).toBe(true);
    expect(faqSectionBlock.island?.(props(faqSectionFixtures.minimal))).toBe(true);
    expect(faqSectionBlock.island?.(props(faqSectionFixtures.empty))).toBe(false);
    expect(
      faqSectionBlock.island?.(
        props({ __component: 'blocks.faq', groups: [{ name: 'Auto', categories: [] }] }),
      ),
    ).toBe(false);
    const loader = contentSectionIslands['blocks.faq'];
    expect(loader).toBeDefined();
    expect(await loader?.()).toBe(faqSectionBlock.component);
  });
});
