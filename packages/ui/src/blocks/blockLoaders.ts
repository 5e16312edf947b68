import type { AnyBlockDefinition } from './defineBlock.js';
import { createRegistry, type SectionRegistry } from './registry.js';

/**
 * Loads one block's definition (its content schema and component) when a page renders it: a dynamic
 * import of the block's `xBlock.js`, so a bundler makes a chunk of each block and a page downloads
 * only its own (issue 25, point 8). Each block package exports a map of them beside its eager list.
 */
export type BlockLoader = () => Promise<AnyBlockDefinition>;
export type BlockLoaders = Readonly<Record<string, BlockLoader>>;

/** The lazy counterpart of a `SectionRegistry`: a loader per CMS type. */
export type LazySectionRegistry = ReadonlyMap<string, BlockLoader>;

/**
 * One lazy registry out of every block package's loaders, under `createRegistry`'s rules: two packages
 * claiming one type is an error at start-up; `replace` swaps a type's loader for the host's own.
 */
export function createLazyRegistry(
  loaders: readonly BlockLoaders[],
  options: { replace?: BlockLoaders } = {},
): LazySectionRegistry {
  const registry = new Map<string, BlockLoader>();
  for (const map of loaders) {
    for (const [type, loader] of Object.entries(map)) {
      if (registry.has(type)) throw new Error(`createLazyRegistry: two blocks are registered as "${type}".`);
      registry.set(type, loader);
    }
  }
  for (const [type, loader] of Object.entries(options.replace ?? {})) {
    if (!registry.has(type)) throw new Error(`createLazyRegistry: nothing to replace for "${type}".`);
    registry.set(type, loader);
  }
  return registry;
}

/** What a page's blocks loaded to: a registry of those definitions, and each type that failed with why. */
export interface LoadedSectionBlocks {
  registry: SectionRegistry;
  failed: ReadonlyMap<string, unknown>;
}

function sectionType(section: unknown): string {
  if (typeof section !== 'object' || section === null) return '';
  const type = (section as { __component?: unknown }).__component;
  return typeof type === 'string' ? type : '';
}

// One promise per registry and set of types: a React renderer hands it to `use()`, which needs the
// same promise on every render of the page (a new one would suspend it again). Weak: a registry
// dropped by its host takes its cache with it.
const pages = new WeakMap<LazySectionRegistry, Map<string, Promise<LoadedSectionBlocks>>>();

/**
 * Loads the definitions of the types a page's sections name, in parallel, and only those: a type
 * without a loader stays unknown (the renderer shows `not found`), a loader that fails (a chunk that
 * does not download) or loads another type's block is listed in `failed` and logged. Never rejects.
 * The promise is shared by every call for the same registry and types, a failed load's too.
 */
export function loadSectionBlocks(
  registry: LazySectionRegistry,
  sections: readonly unknown[],
): Promise<LoadedSectionBlocks> {
  const types = [...new Set(sections.map(sectionType))].filter((type) => registry.has(type)).sort();
  const key = types.join(' ');
  let cache = pages.get(registry);
  if (!cache) {
    cache = new Map();
    pages.set(registry, cache);
  }
  const cached = cache.get(key);
  if (cached) return cached;
  const loading = Promise.all(
    types.map(async (type): Promise<[string, AnyBlockDefinition | { error: unknown }]> => {
      try {
        const definition = await (registry.get(type) as BlockLoader)();
        if (definition?.type !== type) {
          throw new Error(`the loader of "${type}" loaded "${String(definition?.type)}"`);
        }
        return [type, definition];
      } catch (error) {
        console.error(`[sections] the code of ${type} failed to load:`, error);
        return [type, { error }];
      }
    }),
  ).then((results) => {
    const definitions: AnyBlockDefinition[] = [];
    const failed = new Map<string, unknown>();
    for (const [type, result] of results) {
      if ('error' in result) failed.set(type, result.error);
      else definitions.push(result);
    }
    // A failure stays in the cache too: React renders the page again once the promise settles, and a
    // new promise there would suspend it again, without end. Reloading the page tries again.
    return { registry: createRegistry(definitions), failed };
  });
  cache.set(key, loading);
  return loading;
}
