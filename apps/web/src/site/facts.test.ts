import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ContentFile, readContentFiles } from '../content/contentTexts';
import { factDisagreements } from './factsCheck';

/** Every page the site ships (and Strapi seeds), and the chrome around them. */
const contentFiles = readContentFiles();

describe('the site’s facts (facts.ts) in the contents', () => {
  it('every page and the chrome agree with them', () => {
    expect(contentFiles.length).toBeGreaterThan(30);
    expect(factDisagreements(contentFiles)).toEqual([]);
  });
});

/** A page of one section, as Strapi sends it. */
const pageWith = (section: object, slug = 'test'): ContentFile => ({
  name: `${slug}.json`,
  json: { data: { slug, sections: [section] } },
});
const text = (content: string, slug?: string) => pageWith({ __component: 'blocks.rich-text', content }, slug);

describe('factDisagreements', () => {
  it('accepts the facts as the pages say them', () => {
    expect(
      factDisagreements([
        text('Volejte 800 100 200 (Po–Pá 8–18 h), škody nonstop na 800 100 900.'),
        text('Poradíme vám ve všední dny od 8 do 18 hodin. E-mail: klienti@horizont.example'),
        text('Sídlo: Obzorová 1820/12, 140 00 Praha 4, IČO: 46302913, Horizont pojišťovna, a.s.'),
        pageWith({
          __component: 'blocks.phone-box',
          heading: 'Škody',
          phone: '800 100 900',
          lines: ['nonstop'],
        }),
        text('Havarijko: sleva 10 %, od 489 Kč měsíčně, příklad 1 235 Kč.', 'havarijko-na-mesic'),
      ]),
    ).toEqual([]);
  });

  it.each([
    ['another number', text('Zavolejte na 800 100 300.'), 'neznámé číslo 800100300'],
    ['another number as a link', text('[Volejte](tel:+420800100201)'), 'neznámé číslo 800100201'],
    ['other hours', text('Linka 800 100 200, Po–Pá 9–17 h'), 'provozní doba 9–17 h'],
    ['other working-day hours', text('Ve všední dny od 7 do 20 hodin.'), 'provozní doba 7–20 h'],
    ['the client line nonstop', text('Na lince 800 100 200 nonstop.'), 'nonstop je jen'],
    ['the claims line on weekdays', text('Škody: 800 100 900, Po–Pá 8–18 h'), 'Linka pro hlášení škod'],
    ['a claim reported on the client line', text('Škodu nahlaste na lince 800 100 200.'), 'škody se hlásí'],
    [
      'a Blocks paragraph, read whole',
      pageWith({
        __component: 'blocks.rich-text',
        content: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Na lince ' },
              { type: 'text', text: '800 100 200', bold: true },
              { type: 'text', text: ' nonstop.' },
            ],
          },
        ],
      }),
      'nonstop je jen',
    ],
    [
      'a Blocks link to another number',
      pageWith({
        __component: 'blocks.rich-text',
        content: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: 'tel:+420800111222', children: [{ type: 'text', text: 'Volejte' }] },
            ],
          },
        ],
      }),
      'neznámé číslo 800111222',
    ],
    ['another company name', text('Horizont pojišťovna a.s.'), 'název společnosti'],
    ['another office', text('Sídlo: Dlouhá 5, 110 00 Praha 1'), 'sídlo je Obzorová 1820/12'],
    ['the old office', text('Ukázková 1234/5'), 'sídlo je Obzorová 1820/12'],
    ['another IČO', text('IČO: 12345679'), 'IČO je 46302913'],
    ['another e-mail', text('Pište na info@horizont.example'), 'e-mail je klienti@horizont.example'],
    ['another discount', text('První měsíc se slevou 30 %', 'havarijko-na-mesic'), 'ne 30 %'],
    ['another price', text('Havarijko za 1 234,50 Kč'), 'ne 1 234,50 Kč'],
    [
      'a phone box of the client line said nonstop',
      pageWith({
        __component: 'blocks.phone-box',
        heading: 'Linka',
        phone: '800 100 200',
        lines: ['Nonstop'],
      }),
      'Klientská linka 800 100 200 je Po–Pá 8–18 h',
    ],
    [
      'a phone box of the claims line said on weekdays',
      pageWith({
        __component: 'blocks.phone-box',
        heading: 'Škody',
        phone: '800 100 900',
        subheading: 'Po–Pá 8–18 h',
      }),
      'je nonstop',
    ],
    [
      'a phone box of another number',
      pageWith({ __component: 'blocks.phone-box', heading: 'Linka', phone: '800 111 222' }),
      'není klientská ani škodní linka',
    ],
    [
      'company details of another office',
      pageWith({
        __component: 'blocks.company-details',
        companyName: 'Horizont pojišťovna, a.s.',
        address: { street: 'Ukázková 1', city: 'Praha 1', zip: '11000' },
        ico: '46302913',
      }),
      'ulice je Obzorová 1820/12',
    ],
    [
      'a casco calculation of another price',
      pageWith({
        __component: 'demo.casco-calculation',
        calculation: {
          brand: 'Škoda',
          age: '3-4 roky',
          value: 'více než 401 000',
          price: 1300,
          discountPercent: 10,
        },
      }),
      'kalkulace Havarijka je 1235 Kč',
    ],
    [
      'a casco calculation of another discount',
      pageWith({
        __component: 'demo.casco-calculation',
        calculation: {
          brand: 'Škoda',
          age: '3-4 roky',
          value: 'více než 401 000',
          price: 1234.5,
          discountPercent: 30,
        },
      }),
      'sleva Havarijka je 10 %',
    ],
    [
      'a Havarijko card of another price',
      pageWith({
        __component: 'blocks.product-list',
        items: [
          { heading: 'Havarijní pojištění na měsíc', price: 399, button: { url: '/havarijko-na-mesic' } },
        ],
      }),
      'karta 399',
    ],
  ])('finds %s', (_, file, finding) => {
    const findings = factDisagreements([file]);
    expect(findings.join('\n')).toContain(finding);
  });

  it('leaves a branch’s own number and hours and a person’s own e-mail alone', () => {
    expect(
      factDisagreements([
        pageWith({ __component: 'branches.service-centres', centres: [{ phone: '800 100 301' }] }),
        pageWith({ __component: 'branches.contacts', hours: 'Po–Pá 9–17 h' }),
        pageWith({
          __component: 'blocks.people-cards',
          people: [{ email: 'jana.novakova@horizont.example' }],
        }),
      ]),
    ).toEqual([]);
  });
});

describe('the site’s code', () => {
  /** The footer, the 404 and error pages, the configuration: they take the facts from facts.ts. */
  const sourceDir = new URL('../', import.meta.url);
  const sources = (readdirSync(sourceDir, { recursive: true }) as string[]).filter(
    (name) =>
      /\.(astro|tsx?)$/.test(name) &&
      !/\.test\.tsx?$/.test(name) &&
      !/^site[/\\]facts(Check)?\.ts$/.test(name) &&
      !name.startsWith('content'),
  );

  it.each(sources)('%s writes no phone number, hours or address of its own', (name) => {
    const source = readFileSync(new URL(name, sourceDir), 'utf8');
    expect(source).not.toMatch(/\b800[\s\u00a0]?100[\s\u00a0]?\d{3}\b|Po\s*[–-]\s*Pá|Obzorová|Ukázková \d/);
  });
});
