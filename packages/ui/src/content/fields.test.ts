import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { button, choice, flag, image, optionalNumber, optionalText, text } from './fields.js';

describe('content fields carry their Strapi field as metadata', () => {
  const schema = z.object({
    heading: text(),
    perex: optionalText(),
    open: flag(true),
    size: optionalNumber(2, { min: 1, max: 4 }),
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
      tone: 'dark',
      image: null,
      button: null,
    });
    expect(schema.safeParse({ heading: '', size: 9 }).success).toBe(false);
  });
});
