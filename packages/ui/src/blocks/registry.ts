import { cs } from 'zod/locales';
import type * as z from 'zod/mini';
import type { AnyBlockDefinition } from './defineBlock.js';

/** A CMS section as Strapi 5 sends it in a dynamic zone: its component name and its fields. */
export interface Section {
  __component: string;
  [field: string]: unknown;
}

export type SectionRegistry = ReadonlyMap<string, AnyBlockDefinition>;

export interface RegistryOptions {
  /** Definitions that replace a block of the same type (a host adding its own action to a block). */
  replace?: readonly AnyBlockDefinition[];
}

/**
 * One registry out of the definitions every domain package exports (the host composes it; no
 * package imports another). Two blocks claiming one type is a programming error, raised at start-up.
 */
export function createRegistry(
  definitions: readonly AnyBlockDefinition[],
  options: RegistryOptions = {},
): SectionRegistry {
  const registry = new Map<string, AnyBlockDefinition>();
  for (const definition of definitions) {
    if (registry.has(definition.type)) {
      throw new Error(`createRegistry: two blocks are registered as "${definition.type}".`);
    }
    registry.set(definition.type, definition);
  }
  for (const definition of options.replace ?? []) {
    if (!registry.has(definition.type)) {
      throw new Error(`createRegistry: nothing to replace for "${definition.type}".`);
    }
    registry.set(definition.type, definition);
  }
  return registry;
}

/** One failing field of a section, for the server log and the editors' notice. */
export interface ContentIssue {
  /** The field's path in the CMS data, e.g. `items.2.button.url`; empty for the section itself. */
  path: string;
  message: string;
}

export type ResolvedSection =
  | { status: 'unknown'; type: string }
  | { status: 'invalid'; type: string; label: string; issues: ContentIssue[] }
  | {
      status: 'ok';
      type: string;
      definition: AnyBlockDefinition;
      props: object;
      /** Whether it hydrates in the browser (the Astro host makes it an island). */
      island: boolean;
      /** An island to hydrate as soon as the page loads, not when it comes into view. */
      hydrateOnLoad: boolean;
      tracksClicks: boolean;
      /** Whether it shows the page's main picture when it comes first (the hero's image). */
      mainImage: boolean;
      /** The section's `anchor` from the CMS, its element id: `#anchor` links and scrolls to it. */
      anchor?: string;
    };

// Editors read these messages: Czech, from zod's own Czech locale, only on the server.
const czechErrors = cs().localeError;

function issuesOf(error: z.core.$ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** An editor's anchor (`formular`, `nase-produkty`): lowercase letters, digits and hyphens only. */
const ANCHOR = /^[a-z][a-z0-9-]{0,63}$/;

function sectionAnchor(section: object): string | undefined {
  const anchor = (section as { anchor?: unknown }).anchor;
  return typeof anchor === 'string' && ANCHOR.test(anchor) ? anchor : undefined;
}

function sectionType(section: unknown): string {
  if (typeof section !== 'object' || section === null) return '';
  const type = (section as { __component?: unknown }).__component;
  return typeof type === 'string' ? type : '';
}

/**
 * The schema step both renderers share: an unknown type is a result (`not found`), data that fails
 * its schema is a result with its issues (left out and reported), never an exception.
 */
export function resolveSection(registry: SectionRegistry, section: unknown): ResolvedSection {
  const type = sectionType(section);
  const definition = registry.get(type);
  if (!definition) return { status: 'unknown', type };
  let parsed: ReturnType<AnyBlockDefinition['content']['safeParse']>;
  try {
    parsed = definition.content.safeParse(section, { error: czechErrors });
  } catch (error) {
    // A schema must not throw (the fuzz tests hold every schema to it); if one does, it is that
    // section's failure, not the page's.
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'invalid', type, label: definition.label, issues: [{ path: '', message }] };
  }
  if (!parsed.success) {
    return { status: 'invalid', type, label: definition.label, issues: issuesOf(parsed.error) };
  }
  const props = parsed.data;
  const anchor = sectionAnchor(section as object);
  return {
    status: 'ok',
    type,
    definition,
    props,
    island: definition.island?.(props) ?? false,
    hydrateOnLoad: definition.hydrateOnLoad ?? false,
    tracksClicks: definition.tracksClicks?.(props) ?? false,
    mainImage: definition.mainImage?.(props) ?? false,
    ...(anchor ? { anchor } : {}),
  };
}

/**
 * How many of a page's first sections load their images at once instead of lazily (`AboveTheFold`):
 * what a phone's screen shows before any scrolling. A lazy image is requested only once layout has
 * found it on screen, late for the page's largest paint. A first section with the page's main picture
 * (a hero with its image) fills the screen on its own, and the next one's images would only compete
 * with that picture (LCP 1.21 s on `/` with them at once, 1.06 s without); after a first section
 * without one (a hero with a video), the second section's picture is the largest paint (LCP 1.67 s
 * on `/havarijko-na-mesic` with it lazy, 1.06 s at once). Lighthouse, mobile.
 */
export function sectionsAboveTheFold(sections: readonly ResolvedSection[]): number {
  const first = sections[0];
  return first?.status === 'ok' && first.mainImage ? 1 : 2;
}

/** The server log line of a section left out for its data. */
export function describeInvalidSection(
  section: Extract<ResolvedSection, { status: 'invalid' }>,
  where: { index: number; path: string },
): string {
  const fields = section.issues.map((issue) => `${issue.path || '(sekce)'}: ${issue.message}`).join('; ');
  return `[sections] invalid data for ${section.type} (section ${where.index}) on ${where.path}: ${fields}`;
}

/**
 * A block's props from CMS data, or an error listing what failed: for stories, tests and demos that
 * start from the same CMS examples as the site.
 */
export function contentProps<Props extends object>(
  definition: { type: string; content: { safeParse(data: unknown, params?: object): unknown } },
  data: unknown,
): Props {
  // Data without a type is the block's own (fixtures usually leave `__component` out).
  const section =
    typeof data === 'object' && data !== null && !Array.isArray(data) && !('__component' in data)
      ? { __component: definition.type, ...data }
      : data;
  const result = resolveSection(new Map([[definition.type, definition as AnyBlockDefinition]]), section);
  if (result.status === 'ok') return result.props as Props;
  const detail =
    result.status === 'invalid' ? result.issues.map((i) => `${i.path}: ${i.message}`).join('; ') : '';
  throw new Error(`contentProps(${definition.type}): ${result.status} ${detail}`);
}
