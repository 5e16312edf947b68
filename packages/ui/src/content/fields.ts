import * as z from 'zod/mini';
import type { ImageData } from '../Image/index.js';
import { resolveMediaSource } from '../VideoPopup/mediaSource.js';
import { safeImageUrl, safeLinkUrl } from './safeUrl.js';

/**
 * The building blocks of every content schema. Strapi sends `null` for an empty optional field, so
 * optional fields accept `null` and `undefined` and come out with a default; a value of the wrong
 * kind is still a failure, reported to editors, never guessed at.
 */

/**
 * How a field is stored in Strapi, carried as zod metadata (`z.meta({ strapi })`): it survives
 * `z.toJSONSchema()`, so the CMS components are generated from the block schemas without guessing.
 * Free text is `text` (Strapi limits `string` to 255 characters); rich text is `blocks` (Strapi's
 * editor); a list of plain values is a `repeatable` component of one field (`textList`,
 * `choiceList`). A metadata check never fails, so tagging does not change parsing.
 */
export interface StrapiFieldMeta {
  type:
    | 'string'
    | 'text'
    | 'blocks'
    | 'boolean'
    | 'integer'
    | 'float'
    | 'decimal'
    | 'date'
    | 'datetime'
    | 'enumeration'
    | 'media'
    | 'component'
    | 'json';
  default?: string | number | boolean;
  enum?: string[];
  /** Bounds of a number (Strapi's `min`/`max`, inclusive). */
  min?: number;
  max?: number;
  /** A string's pattern, as Strapi checks it (`new RegExp(regex)`). */
  regex?: string;
  maxLength?: number;
  /** Strapi requires the field on publish, though the schema may read it as empty (a draft's `null`). */
  required?: boolean;
  multiple?: boolean;
  allowedTypes?: ('images' | 'files' | 'videos' | 'audios')[];
  /** For `component`: the shared component's uid (`<category>.<name>`). */
  component?: string;
  /** For `component`: a list of them. */
  repeatable?: boolean;
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

/**
 * Leaves a field out of the CMS: its content reaches the schema under another name there (an alias
 * the schema also reads). For names Strapi's admin form cannot hold: it replaces any object with an
 * `apiData` key by that key's value before it sends the form (content manager's `transformData`,
 * meant for its relation fields), so a component field named `apiData` lost its siblings on every
 * save. The generator writes no attribute for a field so tagged. Metadata never changes parsing.
 */
export function notInCms<T extends z.core.$ZodType>(schema: T): T {
  return (schema as T & { check(...checks: z.core.$ZodCheck[]): T }).check(z.meta({ strapiOmit: true }));
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

/*
 * Fields that blocks of several packages label alike: defined once, so an editor reads the same
 * words for the same field in every block.
 */

/** The optional short text under a block's heading. */
export function perex() {
  return labelled(optionalText(), 'Perex', 'Nepovinné. Krátký text pod nadpisem.');
}

/** The optional text under a section's heading, where the component has a text of its own for empty. */
export function perexWithDefault() {
  return labelled(optionalText(), 'Perex', 'Nepovinné. Text pod nadpisem. Prázdné: výchozí text.');
}

/** A person's name on a card, required. */
export function personName() {
  return labelled(text(), 'Jméno', 'Jméno a příjmení.');
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

/**
 * An optional number within bounds (inclusive), `fallback` when absent; `integer: true` for a whole
 * number (Strapi's `integer` field, else `float`).
 */
export function optionalNumber(
  fallback: number,
  bounds: { min?: number; max?: number; integer?: boolean } = {},
) {
  const { min, max, integer = false } = bounds;
  const checks = [
    ...(integer ? [z.int('Zadejte celé číslo.')] : []),
    ...(min === undefined ? [] : [z.gte(min)]),
    ...(max === undefined ? [] : [z.lte(max)]),
  ];
  return strapiField(
    z.pipe(
      maybe(z.number().check(...checks)),
      z.transform((value) => value ?? fallback),
    ),
    {
      type: integer ? 'integer' : 'float',
      default: fallback,
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    },
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

/** The shared component of `textList`: one line of text (`text`). */
export const TEXT_LINE_COMPONENT = 'shared.text-line';

/**
 * A list of short texts (phone box lines, tags, services), each trimmed, empty ones dropped. Stored
 * in Strapi as a repeatable component of one labelled field (`shared.text-line`, `{ id, text }`);
 * plain strings (the embedded JSON pages) read the same. A draft's empty line is `null`: dropped.
 */
export function textList() {
  const line = z.union([
    z.string(),
    z.object({
      text: labelled(
        strapiField(maybe(z.string()), { type: 'string', required: true }),
        'Text',
        'Jedna položka seznamu, na jeden řádek.',
      ),
    }),
  ]);
  return strapiField(
    z.pipe(
      maybe(z.array(line)),
      z.transform((lines): string[] =>
        (lines ?? [])
          .map((entry) => (typeof entry === 'string' ? entry : (entry.text ?? '')).trim())
          .filter((entry) => entry !== ''),
      ),
    ),
    { type: 'component', repeatable: true, component: TEXT_LINE_COMPONENT },
  );
}

/** How `choiceList` is stored in Strapi: its component, the field in it, and what an editor reads. */
export interface ChoiceListItem<F extends string> {
  /** The component's uid (`<category>.<name>`), one per set of values. */
  component: string;
  /** The enumeration's field name in the component. */
  field: F;
  /** The field's Czech label in the admin. */
  label: string;
  /** Says what each value means where the value is not plain Czech. */
  hint: string;
}

/**
 * A list of values from a fixed set (a product's stickers, a dealer's makes), in order. Stored in
 * Strapi as a repeatable component with one enumeration (`{ id, [field]: value }`); plain values
 * (the embedded JSON pages) read the same. A draft's item without a value is dropped; a value
 * outside the set fails, as `choice` does.
 */
export function choiceList<const T extends readonly [string, ...string[]], const F extends string>(
  values: T,
  item: ChoiceListItem<F>,
) {
  const value = z.enum(values);
  const field = labelled(
    strapiField(maybe(value), { type: 'enumeration', enum: [...values], required: true }),
    item.label,
    item.hint,
  );
  const entry = z.union([value, z.object({ [item.field]: field } as Record<F, typeof field>)]);
  return strapiField(
    z.pipe(
      maybe(z.array(entry)),
      z.transform((entries): T[number][] =>
        (entries ?? []).flatMap((one) => {
          const chosen =
            typeof one === 'string' ? one : (one as Record<F, T[number] | null | undefined>)[item.field];
          return chosen === null || chosen === undefined ? [] : [chosen];
        }),
      ),
    ),
    { type: 'component', repeatable: true, component: item.component },
  );
}

const UNSAFE_IMAGE = 'Obrázek nemá bezpečnou adresu.';
const IMAGE_WITHOUT_SIZE = 'Obrázek nemá rozměry (šířku a výšku).';

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
            message: UNSAFE_IMAGE,
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

/** What a media field can hold, by how the site plays it: a picture, a video file, a Lottie animation. */
export type MediaKind = 'image' | 'video' | 'animation';

/** A media file's own width and height. */
export interface MediaSize {
  /** In CSS pixels at 1x, as Strapi measures an upload. */
  width: number;
  /** In CSS pixels at 1x. */
  height: number;
}

/**
 * A media file as a block plays it. An image's size is always known (required, as for `image()`);
 * a video's or an animation's is `null` when Strapi sent none (it measures images only), and the
 * block reserves a box of its own. A missing alternative text is `''` (decorative).
 */
export type MediaFile<K extends MediaKind = MediaKind> = K extends 'image'
  ? { kind: 'image'; url: string; alt: string; size: MediaSize }
  : { kind: K; url: string; alt: string; size: MediaSize | null };

/** What `media` plays and what an editor reads when it cannot. */
export interface MediaOptions<K extends MediaKind> {
  /** The kinds the block plays; the Strapi field accepts their uploads (a `.json` is a plain file). */
  plays: readonly [K, ...K[]];
  /** The error when the file's address is not safe or is of a kind the block does not play. */
  refused: string;
}

/** Strapi's upload type of each kind, in the order the field lists them. */
const STRAPI_MEDIA_TYPES = [
  ['image', 'images'],
  ['video', 'videos'],
  ['animation', 'files'],
] as const;

/**
 * The kind of a safe file's address (`resolveMediaSource`: by its extension, `.json` an animation),
 * or `null` when the block does not play it. A block that plays video must tell a video from an
 * image, so an address of no known type is refused; a block without video shows anything but an
 * animation as an image, whose address need not say its type (an image service's).
 */
function playedKind<K extends MediaKind>(url: string, plays: readonly K[]): K | null {
  const played = (kind: MediaKind): kind is K => (plays as readonly MediaKind[]).includes(kind);
  const kind = resolveMediaSource(url)?.kind;
  if ((kind === 'image' || kind === 'video' || kind === 'animation') && played(kind)) return kind;
  if (kind !== 'animation' && !played('video') && played('image')) return 'image' as K;
  return null;
}

/**
 * A Strapi media field holding what the block `plays` (an image, a video, a `.json` Lottie
 * animation), from Strapi's upload or a URL, as a `MediaFile`, or `null` when the editor left it
 * empty. Its size is optional in the input, since Strapi sends none for a video or an animation, and
 * required for an image: without it the page shifts.
 */
export function media<const K extends MediaKind>({ plays, refused }: MediaOptions<K>) {
  const file = z.object({
    url: z.string(),
    alternativeText: maybe(z.string()),
    width: maybe(z.number().check(z.positive())),
    height: maybe(z.number().check(z.positive())),
  });
  const allowedTypes = STRAPI_MEDIA_TYPES.filter(([kind]) => (plays as readonly string[]).includes(kind)).map(
    ([, type]) => type,
  );
  return strapiField(
    z.pipe(
      maybe(file),
      z.transform((value, ctx): MediaFile<K> | null => {
        if (!value) return null;
        const url = safeImageUrl(value.url);
        const kind = url === null ? null : playedKind(url, plays);
        if (url === null || kind === null) {
          ctx.issues.push({ code: 'custom', message: refused, input: value.url, path: ['url'] });
          return z.NEVER;
        }
        const size = value.width && value.height ? { width: value.width, height: value.height } : null;
        if (kind === 'image' && !size) {
          ctx.issues.push({
            code: 'custom',
            message: IMAGE_WITHOUT_SIZE,
            input: value,
            path: [value.width ? 'height' : 'width'],
          });
          return z.NEVER;
        }
        return { kind, url, alt: (value.alternativeText ?? '').trim(), size } as MediaFile<K>;
      }),
    ),
    { type: 'media', multiple: false, allowedTypes },
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
