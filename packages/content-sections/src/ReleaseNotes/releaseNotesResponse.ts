import { parseDateValue, pragueToday } from '@insurance-web/validation';
import * as z from 'zod/mini';

/**
 * The release notes answer of the content system. SPEC §7 does not show it; this is the Strapi
 * shape the sandbox serves (`data.attributes.releaseNotes[]`, each with `category.category.name`,
 * and `meta.pagination`), read leniently: Strapi 5's flat `data.releaseNotes` too, a category as
 * one relation or a list, and a note that does not fit is left out rather than failing the list.
 */

/** One release note as the block shows it. */
export interface ReleaseNote {
  /** Stable across pages: the note's id, else its position. */
  key: string;
  title: string;
  /** `3.4.0`; empty when the note has none. */
  version: string;
  /** The Prague calendar day, `yyyy-mm-dd`, or `null` when the note has no usable date. */
  date: string | null;
  description: string;
  /** Category names, each once, in the content system's order. */
  categories: string[];
}

/** One page of a collection, as read from an answer. */
export interface ReleaseNotesPage {
  /** The collection's own title (empty when it has none). */
  title: string;
  notes: ReleaseNote[];
  /** This page, from 1. */
  page: number;
  /** Pages in all; `0` for an empty collection. */
  pageCount: number;
  /** Notes of this page that did not fit the shape and were left out. */
  skipped: number;
}

const text = z.optional(z.nullable(z.string()));
const id = z.optional(z.nullable(z.union([z.number(), z.string()])));

const named = z.object({ name: z.string() });
const relation = z.union([named, z.array(named)]);
const categoryComponent = z.object({ category: z.optional(z.nullable(relation)) });

const noteSchema = z.object({
  id,
  documentId: id,
  version: text,
  date: text,
  title: z.string(),
  description: text,
  category: z.optional(z.nullable(z.union([categoryComponent, z.array(categoryComponent)]))),
});

const entry = z.object({
  title: text,
  releaseNotes: z.optional(z.nullable(z.array(z.unknown()))),
});

const responseSchema = z.object({
  data: z.object({
    attributes: z.optional(z.nullable(entry)),
    title: text,
    releaseNotes: z.optional(z.nullable(z.array(z.unknown()))),
  }),
  meta: z.optional(
    z.nullable(
      z.object({
        pagination: z.optional(
          z.nullable(
            z.object({
              page: z.optional(z.nullable(z.number())),
              pageCount: z.optional(z.nullable(z.number())),
            }),
          ),
        ),
      }),
    ),
  ),
});

const asList = <T>(value: T | T[] | null | undefined): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

const wholeFrom = (value: number | null | undefined, min: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min ? value : fallback;

function noteFrom(raw: unknown, fallbackKey: string): ReleaseNote | null {
  const parsed = noteSchema.safeParse(raw);
  if (!parsed.success) return null;
  const note = parsed.data;
  const title = note.title.trim();
  if (title === '') return null;
  const instant = note.date ? parseDateValue(note.date.trim()) : null;
  const categories = asList(note.category)
    .flatMap((component) => asList(component.category))
    .map((category) => category.name.trim())
    .filter((name, index, all) => name !== '' && all.indexOf(name) === index);
  const key = note.documentId ?? note.id;
  return {
    key: key === null || key === undefined || key === '' ? fallbackKey : `id:${key}`,
    title,
    version: (note.version ?? '').trim(),
    date: instant ? pragueToday(instant) : null,
    description: (note.description ?? '').trim(),
    categories,
  };
}

/**
 * One page read from the content system's answer, or `null` when the answer is not release notes
 * at all (the block then shows its error state). `requestedPage` stands in for a missing
 * `meta.pagination.page`; without pagination there is nothing more to load.
 */
export function readReleaseNotesPage(body: unknown, requestedPage = 1): ReleaseNotesPage | null {
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) return null;
  const { data, meta } = parsed.data;
  const source = data.attributes ?? data;
  const rawNotes = source.releaseNotes ?? data.releaseNotes ?? [];
  const page = wholeFrom(meta?.pagination?.page, 1, requestedPage);
  const pageCount = wholeFrom(meta?.pagination?.pageCount, 0, page);
  const notes: ReleaseNote[] = [];
  rawNotes.forEach((raw, index) => {
    const note = noteFrom(raw, `page:${page}:${index}`);
    if (note) notes.push(note);
  });
  return {
    title: (source.title ?? data.title ?? '').trim(),
    notes,
    page,
    pageCount,
    skipped: rawNotes.length - notes.length,
  };
}

/** Whether the content system has pages after this one. */
export function hasMorePages(page: Pick<ReleaseNotesPage, 'page' | 'pageCount'>): boolean {
  return page.page < page.pageCount;
}

/**
 * The list after the next page arrived: its notes appended in order, a note already shown (the
 * collection changed between the two requests and moved it) not repeated.
 */
export function appendNotes(shown: readonly ReleaseNote[], next: readonly ReleaseNote[]): ReleaseNote[] {
  const seen = new Set(shown.map((note) => note.key));
  const added: ReleaseNote[] = [];
  for (const note of next) {
    if (seen.has(note.key)) continue;
    seen.add(note.key);
    added.push(note);
  }
  return [...shown, ...added];
}
