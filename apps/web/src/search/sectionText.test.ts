import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentSource } from '../content/source';
import { htmlText, pageEntries, propsText, sectionText } from './sectionText';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

describe('a section’s text, from its props', () => {
  it('takes headings and text by their fields, and leaves addresses, pictures and choices out', () => {
    const found = propsText({
      heading: 'Pojištění vozidel',
      perex: 'Povinné ručení i havarijní pojištění.',
      variant: 'inline',
      style: 'primary',
      image: { url: '/images/auto.svg', alt: 'Auto na silnici', width: 320, height: 200 },
      items: [
        { heading: 'Pojištění skel', text: 'Výměna čelního skla bez spoluúčasti.', url: '/auto' },
        { heading: 'Asistence', button: { text: 'Zjistit cenu', url: '/auto' } },
      ],
      people: [{ name: 'Jana Nováková', email: 'jana@horizont.example', phone: '800 100 200' }],
    });
    expect(found.headings).toEqual(['Pojištění vozidel', 'Pojištění skel', 'Asistence']);
    expect(found.text).toEqual([
      'Povinné ručení i havarijní pojištění.',
      'Výměna čelního skla bez spoluúčasti.',
      'Zjistit cenu',
      'Jana Nováková',
      '800 100 200',
    ]);
    expect(found.entries).toEqual([]);
  });

  it('reads rich text: its headings as headings, paragraphs, lists and code as text', () => {
    const found = propsText({
      content: {
        kind: 'blocks',
        blocks: [
          { type: 'heading', level: 2, children: [{ type: 'text', text: 'Co pojištění kryje' }] },
          paragraph('Škody na vozidle.'),
          {
            type: 'list',
            format: 'unordered',
            children: [
              {
                type: 'list-item',
                children: [{ type: 'link', url: '/x', children: [{ type: 'text', text: 'Odtah' }] }],
              },
              {
                type: 'list',
                format: 'ordered',
                children: [{ type: 'list-item', children: [{ type: 'text', text: 'Náhradní vůz' }] }],
              },
            ],
          },
          { type: 'image', image: { url: '/a.png', alt: 'Obrázek' } },
        ],
      },
    });
    expect(found.headings).toEqual(['Co pojištění kryje']);
    expect(found.text).toEqual(['Škody na vozidle.', 'Odtah', 'Náhradní vůz', '']);
  });

  it('reads sanitised HTML: its headings apart, entities decoded, tags gone', () => {
    const found = propsText({
      content: {
        kind: 'html',
        html: '<h2>Sazebník &amp; poplatky</h2><p>Cena&nbsp;<strong>490&#160;Kč</strong></p><p>Druhý</p>',
      },
    });
    expect(found.headings).toEqual(['Sazebník & poplatky']);
    expect(found.text[0]?.split('\n').map((line) => line.replace(/\s+/g, ' ').trim())).toEqual([
      '',
      'Cena 490 Kč',
      'Druhý',
      '',
    ]);
    expect(htmlText('a &lt;b&gt; &#x17E; &bogus;')).toBe('a <b> ž &bogus;');
  });

  it('makes each question with its answer an entry of its own, not the page’s text', () => {
    const found = propsText({
      heading: 'Rychlé odpovědi',
      items: [
        {
          question: 'Jak rychle dostanu zelenou kartu?',
          answer: { kind: 'blocks', blocks: [] },
          answerText: 'Hned e-mailem.',
        },
      ],
    });
    expect(found.headings).toEqual(['Rychlé odpovědi']);
    expect(found.text).toEqual([]);
    expect(found.entries).toEqual([
      { kind: 'faq', title: 'Jak rychle dostanu zelenou kartu?', text: 'Hned e-mailem.', link: {} },
    ]);
  });

  it('makes each document with a PDF an entry linking to its file, with its type, validity and size; earlier versions once', () => {
    const found = propsText({
      heading: 'Dokumenty ke stažení',
      documents: [
        {
          type: 'Pojistné podmínky',
          title: 'Všeobecné pojistné podmínky havarijního pojištění',
          validFrom: '2026-01-01',
          file: { url: 'https://cms.example.cz/uploads/vpp_2026.pdf', mime: 'application/pdf', size: 245.3 },
          previous: [
            {
              title: 'Všeobecné pojistné podmínky havarijního pojištění',
              validFrom: '2024-01-01',
              file: {
                url: 'https://cms.example.cz/uploads/vpp_2024.pdf',
                mime: 'application/pdf',
                size: 230,
              },
            },
          ],
        },
        { typeLabel: 'Sazebník', title: 'Sazebník poplatků', url: '/media/sazebnik.pdf' },
        { title: 'Fotografie pobočky', file: { url: '/uploads/pobocka.jpg', mime: 'image/jpeg' } },
      ],
    });
    expect(found.entries).toEqual([
      {
        kind: 'document',
        title: 'Všeobecné pojistné podmínky havarijního pojištění',
        text: '',
        link: { href: 'https://cms.example.cz/uploads/vpp_2026.pdf' },
        detail: 'Pojistné podmínky · platné od 1. 1. 2026 · PDF, 245 kB',
      },
      {
        kind: 'document',
        title: 'Sazebník poplatků',
        text: '',
        link: { href: '/media/sazebnik.pdf' },
        detail: 'Sazebník · PDF',
      },
    ]);
    // A file that is not a PDF is no document: its title stays the page's text.
    expect(found.text).toEqual(['Fotografie pobočky']);
  });

  it('never throws, and says nothing the props do not hold (property)', () => {
    const field = fc.constantFrom(
      'heading',
      'perex',
      'text',
      'url',
      'question',
      'answerText',
      'title',
      'kind',
      'blocks',
      'children',
      'type',
    );
    const props = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string({ maxLength: 12 }),
        fc.integer(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(field, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(props, (value) => {
        const found = propsText(value);
        const strings = (nested: unknown): string[] =>
          typeof nested === 'string'
            ? [nested]
            : Array.isArray(nested)
              ? nested.flatMap(strings)
              : nested && typeof nested === 'object'
                ? Object.values(nested).flatMap(strings)
                : [];
        const characters = new Set(strings(value).join(''));
        for (const line of [
          ...found.headings,
          ...found.text,
          ...found.entries.flatMap((entry) => [entry.title, entry.text]),
        ]) {
          for (const character of line) expect(characters.has(character), character).toBe(true);
        }
      }),
    );
  });
});

describe('a section as the page has it', () => {
  it('has no text when it is not on the page: an unknown type or data its block refuses', () => {
    expect(sectionText({ __component: 'blocks.does-not-exist', heading: 'Nic' })).toEqual({
      headings: [],
      text: [],
      entries: [],
    });
    expect(sectionText({ __component: 'blocks.hero' })).toEqual({ headings: [], text: [], entries: [] });
  });
});

describe('a page’s entries', () => {
  it('are the page (title, headings, text) and its questions, each linking to its view', async () => {
    const page = await contentSource().getPage('/caste-dotazy');
    if (!page) throw new Error('the demo page /caste-dotazy is missing');
    const entries = pageEntries(page);
    const [own, ...questions] = entries;
    expect(own).toMatchObject({
      id: '/caste-dotazy',
      kind: 'page',
      title: 'Časté dotazy',
      url: '/caste-dotazy',
    });
    expect(own?.headings).toContain('Rychlé odpovědi');
    expect(own?.text).not.toContain('Jak rychle dostanu zelenou kartu?');
    const greenCard = questions.find((entry) => entry.title === 'Jak rychle dostanu zelenou kartu?');
    expect(greenCard).toMatchObject({ kind: 'faq', pagePath: '/caste-dotazy', pageTitle: 'Časté dotazy' });
    expect(greenCard?.text).toMatch(/e-mailem/);
    // The FAQ section's questions open their group and category (`faq`, `q`).
    expect(questions.some((entry) => /^\/caste-dotazy\?faq=\d+&q=\d+$/.test(entry.url))).toBe(true);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('link a radio card’s questions to the card (`faq` is its type)', async () => {
    const page = await contentSource().getPage('/poradna');
    if (!page) throw new Error('the demo page /poradna is missing');
    const questions = pageEntries(page).filter((entry) => entry.kind === 'faq');
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((entry) => /^\/poradna\?faq=[^&]+$/.test(entry.url))).toBe(true);
  });
});
