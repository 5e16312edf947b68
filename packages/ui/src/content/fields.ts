import * as z from 'zod/mini';
import type { ImageData } from '../Image/index.js';
import { safeImageUrl, safeLinkUrl } from './safeUrl.js';

/**
 * The building blocks of every content schema. Strapi sends `null` for an empty optional field, so
 * optional fields accept `null` and `undefined` and come out with a default; a value of the wrong
 * kind is still a failure, reported to editors, never guessed at.
 */

/**
 * How a field is stored in Strapi (free text is `text`: Strapi limits `string` to 255 characters), carried as zod metadata (`z.meta({ strapi })`): it survives
 * `z.toJSONSchema()`, so the CMS components are generated from the block schemas without guessing.
 * A metadata check never fails, so tagging does not change parsing.
 */
export interface StrapiFieldMeta {
  type: 'string' | 'text' | 'boolean' | 'float' | 'enumeration' | 'media' | 'component' | 'json';
  default?: string | number | boolean;
  enum?: string[];
  min?: number;
  max?: number;
  multiple?: boolean;
  allowedTypes?: ('images' | 'files' | 'videos' | 'audios')[];
  /** For `component`: the shared component's uid (`<category>.<name>`). */
  component?: string;
}

/** Tags a schema with its Strapi field (see `StrapiFieldMeta`). */
export function strapiField<T extends z.core.$ZodType>(schema: T, strapi: StrapiFieldMeta): T {
  return (schema as T & { check(...checks: z.core.$ZodCheck[]): T }).check(z.meta({ strapi }));
}

/**
 * What an editor reads beside a field in the CMS: its Czech label and a one-line hint, carried as zod
 * metadata (`title`, `description`, as JSON Schema names them) beside the Strapi field type, so the
 * admin's labels come from the same schema as the field. Metadata never changes parsing.
 */
export function labelled<T extends z.core.$ZodType>(schema: T, label: string, hint?: string): T {
  return (schema as T & { check(...checks: z.core.$ZodCheck[]): T }).check(
    z.meta({ title: label, ...(hint ? { description: hint } : {}) }),
  );
}

/** Absent or `null` (Strapi's empty field); `z.optional` is what makes the key itself optional. */
function maybe<T extends z.core.SomeType>(schema: T) {
  return z.optional(z.nullable(schema));
}

/** Required text: trimmed, not empty. */
export function text() {
  return strapiField(z.string().check(z.trim(), z.minLength(1, 'Povinné pole je prázdné.')), {
    type: 'text',
  });
}

/** Optional text: trimmed, `''` when empty or absent. */
export function optionalText() {
  return strapiField(
    z.pipe(
      maybe(z.string()),
      z.transform((value) => (value ?? '').trim()),
    ),
    { type: 'text' },
  );
}

/** An optional flag, `fallback` when absent. */
export function flag(fallback: boolean) {
  return strapiField(
    z.pipe(
      maybe(z.boolean()),
      z.transform((value) => value ?? fallback),
    ),
    { type: 'boolean', default: fallback },
  );
}

/** An optional number within bounds, `fallback` when absent. */
export function optionalNumber(fallback: number, bounds: { min?: number; max?: number } = {}) {
  const checks = [
    ...(bounds.min === undefined ? [] : [z.gte(bounds.min)]),
    ...(bounds.max === undefined ? [] : [z.lte(bounds.max)]),
  ];
  return strapiField(
    z.pipe(
      maybe(z.number().check(...checks)),
      z.transform((value) => value ?? fallback),
    ),
    { type: 'float', default: fallback, ...bounds },
  );
}

/** One of a fixed set of values (CMS enumerations), `fallback` when absent. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return strapiField(
    z.pipe(
      maybe(z.enum(values)),
      z.transform((value): T[number] => value ?? fallback),
    ),
    { type: 'enumeration', enum: [...values], default: fallback },
  );
}

/** A URL a visitor can follow (see `safeLinkUrl`). */
export function linkUrl() {
  return strapiField(
    z.pipe(
      z.string(),
      z.transform((value, ctx) => {
        const url = safeLinkUrl(value);
        if (url === null) {
          ctx.issues.push({
            code: 'custom',
            message: 'Odkaz není bezpečná adresa (http, https, mailto, tel nebo cesta na webu).',
            input: value,
          });
          return z.NEVER;
        }
        return url;
      }),
    ),
    { type: 'string' },
  );
}

/** An optional list, `[]` when absent. */
export function list<T extends z.core.SomeType>(item: T) {
  return z.pipe(
    maybe(z.array(item)),
    z.transform((value) => (value ?? []) as z.output<T>[]),
  );
}

/**
 * A Strapi media field (`url`, `alternativeText`, `width`, `height`) as `ImageData`, or `null` when
 * the editor left it empty. The intrinsic size is required: it is what keeps the page from shifting.
 * A missing alternative text makes the image decorative (`alt=""`).
 */
export function image() {
  const media = z.object({
    url: z.string(),
    alternativeText: maybe(z.string()),
    width: z.number().check(z.positive()),
    height: z.number().check(z.positive()),
  });
  return strapiField(
    z.pipe(
      maybe(media),
      z.transform((value, ctx): ImageData | null => {
        if (!value) return null;
        const url = safeImageUrl(value.url);
        if (url === null) {
          ctx.issues.push({
            code: 'custom',
            message: 'Obrázek nemá bezpečnou adresu.',
            input: value.url,
            path: ['url'],
          });
          return z.NEVER;
        }
        return { url, width: value.width, height: value.height, alt: (value.alternativeText ?? '').trim() };
      }),
    ),
    { type: 'media', multiple: false, allowedTypes: ['images'] },
  );
}

export type ButtonStyle = 'primary' | 'secondary' | 'link';

/** A call to action (SPEC §3: text, url, style, openInNewTab). */
export interface ButtonData {
  text: string;
  url: string;
  style: ButtonStyle;
  openInNewTab: boolean;
}

/** An optional button, `null` when absent. */
export function button() {
  const fields = z.object({
    text: labelled(text(), 'Text tlačítka', 'Co na tlačítku stojí, krátce (Sjednat online).'),
    url: labelled(
      linkUrl(),
      'Odkaz',
      'Celá adresa (https://…), cesta na webu (/kontakty), mailto: nebo tel:.',
    ),
    style: labelled(
      choice(['primary', 'secondary', 'link'], 'primary'),
      'Vzhled',
      'primary = plné tlačítko (výchozí), secondary = obrysové, link = nenápadný textový odkaz.',
    ),
    openInNewTab: labelled(
      flag(false),
      'Otevřít v novém okně',
      'Zapnuto: odkaz se otevře v nové záložce prohlížeče.',
    ),
  });
  return strapiField(
    z.pipe(
      maybe(fields),
      z.transform((value): ButtonData | null => value ?? null),
    ),
    { type: 'component', component: 'shared.button' },
  );
}

/**
 * The type of a registered calculator (`CalculatorProvider`): lowercase letters, digits and hyphens;
 * `fallback` when the editor left it empty.
 */
export function calculatorType(fallback: string) {
  return strapiField(
    z.pipe(
      z.pipe(
        optionalText(),
        z.transform((value) => value || fallback),
      ),
      z
        .string()
        .check(
          z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'Typ kalkulačky smí mít jen malá písmena, číslice a pomlčky.'),
        ),
    ),
    { type: 'string', default: fallback },
  );
}
