import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  button,
  choice,
  choiceList,
  flag,
  image,
  labelled,
  media,
  notInCms,
  optionalNumber,
  optionalText,
  TEXT_LINE_COMPONENT,
  text,
  textList,
} from './fields.js';

describe('content fields carry their Strapi field as metadata', () => {
  const schema = z.object({
    heading: text(),
    perex: optionalText(),
    open: flag(true),
    size: optionalNumber(2, { min: 1, max: 4 }),
    count: optionalNumber(3, { min: 1, integer: true }),
    tone: choice(['light', 'dark'], 'dark'),
    image: image(),
    button: button(),
  });

  it('survives the conversion to JSON Schema (input side)', () => {
    const properties = z.toJSONSchema(schema, { io: 'input' }).properties ?? {};
    const strapi = Object.fromEntries(
      Object.entries(properties).map(([key, node]) => [key, (node as { strapi?: unknown }).strapi]),
    );
    expect(strapi).toEqual({
      heading: { type: 'text' },
      perex: { type: 'text' },
      open: { type: 'boolean', default: true },
      size: { type: 'float', default: 2, min: 1, max: 4 },
      count: { type: 'integer', default: 3, min: 1 },
      tone: { type: 'enumeration', enum: ['light', 'dark'], default: 'dark' },
      image: { type: 'media', multiple: false, allowedTypes: ['images'] },
      button: { type: 'component', component: 'shared.button' },
    });
  });

  it('does not change parsing', () => {
    expect(schema.parse({ heading: ' Ahoj ', perex: null, image: null })).toEqual({
      heading: 'Ahoj',
      perex: '',
      open: true,
      size: 2,
      count: 3,
      tone: 'dark',
      image: null,
      button: null,
    });
    expect(schema.safeParse({ heading: '', size: 9 }).success).toBe(false);
    expect(schema.safeParse({ heading: 'A', count: 2.5 }).success).toBe(false);
    expect(schema.safeParse({ heading: 'A', count: 0 }).success).toBe(false);
  });
});

/** The `strapi` metadata and the nested JSON Schema of one field. */
function jsonSchemaOf(field: z.core.$ZodType) {
  const node = z.toJSONSchema(z.object({ field }), { io: 'input' }).properties?.field as Record<
    string,
    unknown
  >;
  return node;
}

describe('textList: plain values or the repeatable component Strapi sends', () => {
  const lines = textList();

  it('reads plain strings and `{ id, text }` items alike, trimmed, empty ones dropped', () => {
    expect(lines.parse([' Po–Pá 8–18 h ', '', 'Hovor zdarma'])).toEqual(['Po–Pá 8–18 h', 'Hovor zdarma']);
    expect(
      lines.parse([
        { id: 3, text: ' Po–Pá 8–18 h' },
        { id: 4, text: null },
        { id: 5, text: '  ' },
      ]),
    ).toEqual(['Po–Pá 8–18 h']);
    expect(lines.parse(null)).toEqual([]);
    expect(lines.parse(undefined)).toEqual([]);
  });

  it('refuses what is neither', () => {
    expect(lines.safeParse([3]).success).toBe(false);
    expect(lines.safeParse('Po–Pá').success).toBe(false);
    expect(lines.safeParse([{ text: 3 }]).success).toBe(false);
  });

  it('is tagged as the shared repeatable component, its field labelled and required in Strapi', () => {
    const node = jsonSchemaOf(labelled(lines, 'Řádky', 'Pod číslem.'));
    expect(node.strapi).toEqual({ type: 'component', repeatable: true, component: TEXT_LINE_COMPONENT });
    expect(node.title).toBe('Řádky');
    const item = JSON.stringify(node.anyOf);
    expect(item).toContain('"strapi":{"type":"string","required":true}');
    expect(item).toContain('"title":"Text"');
  });
});

describe('choiceList: values of a fixed set, plain or as a component with one enumeration', () => {
  const stickers = choiceList(['tip', 'new'], {
    component: 'blocks.product-sticker',
    field: 'sticker',
    label: 'Štítek',
    hint: 'tip = Tip, new = Novinka.',
  });

  it('reads plain values and `{ id, sticker }` items alike, in order; an empty draft item is dropped', () => {
    expect(stickers.parse(['new', 'tip'])).toEqual(['new', 'tip']);
    expect(
      stickers.parse([
        { id: 1, sticker: 'tip' },
        { id: 2, sticker: null },
        { id: 3, sticker: 'new' },
      ]),
    ).toEqual(['tip', 'new']);
    expect(stickers.parse(null)).toEqual([]);
  });

  it('refuses a value outside the set, in either shape', () => {
    expect(stickers.safeParse(['old']).success).toBe(false);
    expect(stickers.safeParse([{ sticker: 'old' }]).success).toBe(false);
  });

  it('is tagged as its repeatable component, the enumeration labelled and required in Strapi', () => {
    const node = jsonSchemaOf(stickers);
    expect(node.strapi).toEqual({ type: 'component', repeatable: true, component: 'blocks.product-sticker' });
    const item = JSON.stringify(node.anyOf);
    expect(item).toContain('"strapi":{"type":"enumeration","enum":["tip","new"],"required":true}');
    expect(item).toContain('"title":"Štítek","description":"tip = Tip, new = Novinka."');
  });
});

describe('notInCms: a field the CMS stores under another name', () => {
  it('is tagged for the generator to leave out, inside an optional field too', () => {
    expect(jsonSchemaOf(notInCms(text()))).toMatchObject({ strapiOmit: true, strapi: { type: 'text' } });
    expect(jsonSchemaOf(z.optional(notInCms(text())))).toMatchObject({ strapiOmit: true });
    expect(jsonSchemaOf(text())).not.toHaveProperty('strapiOmit');
  });

  it('does not change parsing', () => {
    const field = notInCms(text());
    expect(field.parse(' Ahoj ')).toBe('Ahoj');
    expect(field.safeParse('').success).toBe(false);
  });
});

describe('media: what a block plays, from Strapi’s upload or a URL', () => {
  const refused = 'Média musí být obrázek, video nebo animace.';
  const banner = media({ plays: ['image', 'video', 'animation'], refused });
  const picture = media({ plays: ['image', 'animation'], refused: 'Obrázek nemá bezpečnou adresu.' });
  const issue = (field: typeof banner, value: unknown) => field.safeParse(value).error?.issues[0];

  it('accepts in Strapi the uploads of what it plays (a `.json` animation is a file)', () => {
    expect(jsonSchemaOf(banner).strapi).toEqual({
      type: 'media',
      multiple: false,
      allowedTypes: ['images', 'videos', 'files'],
    });
    expect(jsonSchemaOf(picture).strapi).toMatchObject({ allowedTypes: ['images', 'files'] });
  });

  it('tells the kind from the file; a size only when Strapi sent both', () => {
    expect(banner.parse({ url: '/a.jpg', alternativeText: ' Auto ', width: 8, height: 5 })).toEqual({
      kind: 'image',
      url: '/a.jpg',
      alt: 'Auto',
      size: { width: 8, height: 5 },
    });
    expect(banner.parse({ url: '/uploads/spot.mp4', width: null, height: null })).toEqual({
      kind: 'video',
      url: '/uploads/spot.mp4',
      alt: '',
      size: null,
    });
    expect(picture.parse({ url: '/media/pulse.json?v=2', width: 400 })).toMatchObject({
      kind: 'animation',
      size: null,
    });
    expect(banner.parse(null)).toBeNull();
    expect(picture.parse(undefined)).toBeNull();
  });

  it('refuses an image without its size, on the missing side', () => {
    expect(issue(banner, { url: '/a.jpg', width: 10 })).toMatchObject({
      message: 'Obrázek nemá rozměry (šířku a výšku).',
      path: ['height'],
    });
    expect(issue(picture, { url: '/a.png' })).toMatchObject({ path: ['width'] });
  });

  it('with video, refuses an address of no known type; without, shows it as an image', () => {
    expect(issue(banner, { url: 'https://example.com/foto', width: 4, height: 3 })).toMatchObject({
      message: refused,
      path: ['url'],
    });
    expect(picture.parse({ url: 'https://example.com/foto', width: 4, height: 3 })).toMatchObject({
      kind: 'image',
    });
  });

  it('refuses an unsafe address, with the block’s message', () => {
    expect(issue(banner, { url: 'javascript:alert(1)//a.mp4' })).toMatchObject({ message: refused });
    expect(issue(picture, { url: 'data:image/png;base64,AA', width: 1, height: 1 })).toMatchObject({
      message: 'Obrázek nemá bezpečnou adresu.',
      path: ['url'],
    });
  });
});
