// Where a rich-text field finds its Markdown/HTML converter (stringToRichText.ts, ~73 kB gzip): the
// eager entry points (`contentSectionBlocks`, `staticBlocks`) register it statically, so every server
// path converts synchronously as before; a browser renderer (`<LazySections>`) downloads it only for a
// page whose data has a string rich-text field (Strapi's Blocks field sends JSON, which needs none).
import type { RichTextContent } from './richTextTypes.js';

type StringConverter = (value: string) => RichTextContent;

let converter: StringConverter | null = null;
let stringsMet = 0;

/** The issue a string rich-text field reports while no converter is registered. */
export const STRING_CONVERTER_MISSING = 'the Markdown/HTML converter of rich text is not loaded';

/** Makes every rich-text field convert strings with `convert` (the eager entry points do this); `null`: none. */
export function registerStringConverter(convert: StringConverter | null): void {
  converter = convert;
}

/** Whether a converter is registered. */
export function hasStringConverter(): boolean {
  return converter !== null;
}

/** A string field's rich text; `null` (and counted, see `countStringsMet`) while no converter is registered. */
export function convertString(value: string): RichTextContent | null {
  if (converter) return converter(value);
  stringsMet += 1;
  return null;
}

/**
 * How many strings `fn` handed to rich-text fields without a converter: a dry run of a section's
 * schema tells whether its data needs the converter (deterministic, from the data and the schema).
 */
export function countStringsMet(fn: () => void): number {
  const before = stringsMet;
  fn();
  return stringsMet - before;
}

/** How the converter's chunk is imported; an object so that a test can make the download fail. */
export const stringConverterChunk = {
  load: (): Promise<{ stringToRichText: StringConverter }> => import('./stringToRichText.js'),
};

let loading: Promise<boolean> | null = null;

/**
 * Downloads and registers the converter, once per page load: true when it is ready. Never rejects: a
 * failure is logged and kept (a new promise on every render would suspend `use()` without end).
 */
export function loadStringConverter(): Promise<boolean> {
  loading ??= stringConverterChunk.load().then(
    (module) => {
      registerStringConverter(module.stringToRichText);
      return true;
    },
    (error: unknown) => {
      console.error('[sections] the Markdown/HTML converter of rich text failed to load:', error);
      return false;
    },
  );
  return loading;
}
