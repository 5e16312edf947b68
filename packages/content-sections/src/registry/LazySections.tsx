'use client';

import {
  type LazySectionRegistry,
  type LoadedSectionBlocks,
  loadSectionBlocks,
  resolveSection,
  type SectionRegistry,
} from '@insurance-web/ui';
import { type ReactNode, Suspense, use } from 'react';
import {
  countStringsMet,
  hasStringConverter,
  loadStringConverter,
} from '../content/richText/stringConverter.js';
import { type PageSection, SectionList } from './SectionList.js';

/** The page's sections and the lazy registry their blocks load from. */
export interface LazySectionsProps {
  /** The page's sections as the CMS sent them (Strapi's dynamic zone). */
  sections: readonly unknown[];
  /** `createLazyRegistry([contentSectionBlockLoaders, …])`: a loader per CMS type. */
  registry: LazySectionRegistry;
  /** A preview build for editors: a section left out for its data shows a notice naming the fields. */
  preview?: boolean;
  /** The page's path, for the log. */
  path?: string;
  /** Shown while the page's blocks load. Default: nothing (the blocks then appear at once, together). */
  fallback?: ReactNode;
}

/**
 * The page's sections for a renderer in the browser (a Vite + React app, a client component): it
 * downloads the schema and component of only the types the page has, all at the same time, then
 * renders them at once under `<Sections>`' rules (the same `SectionList`). A type without a loader
 * shows `not found`; a block whose code does not download says so in its place. A rich-text field
 * given a string (Markdown or HTML) needs the converter: it is downloaded too, only then. Rendered on
 * a server (a client component's HTML), it waits for the same blocks and sends their HTML.
 */
export function LazySections({ fallback = null, ...props }: LazySectionsProps) {
  return (
    <Suspense fallback={fallback}>
      <LoadedSections {...props} />
    </Suspense>
  );
}

/** The indexes of the sections whose data has a string rich-text field: a dry run of their schemas. */
function sectionsNeedingConverter(registry: SectionRegistry, sections: readonly unknown[]): Set<number> {
  const needing = new Set<number>();
  if (hasStringConverter()) return needing;
  sections.forEach((section, index) => {
    if (countStringsMet(() => resolveSection(registry, section)) > 0) needing.add(index);
  });
  return needing;
}

interface LoadedPage extends LoadedSectionBlocks {
  /** False when the page needed the converter and it did not download. */
  converterLoaded: boolean;
}

// One promise per blocks promise (itself one per registry and set of types), as `use` needs: the
// blocks, then the converter if these sections need it, so the page suspends once and parses
// synchronously after.
const pages = new WeakMap<Promise<LoadedSectionBlocks>, Promise<LoadedPage>>();

function loadPage(registry: LazySectionRegistry, sections: readonly unknown[]): Promise<LoadedPage> {
  const blocks = loadSectionBlocks(registry, sections);
  let page = pages.get(blocks);
  if (!page) {
    page = blocks.then(async (loaded) => ({
      ...loaded,
      converterLoaded:
        sectionsNeedingConverter(loaded.registry, sections).size === 0 || (await loadStringConverter()),
    }));
    pages.set(blocks, page);
  }
  return page;
}

function LoadedSections({
  sections,
  registry,
  preview = false,
  path = '',
}: Omit<LazySectionsProps, 'fallback'>) {
  const loaded = use(loadPage(registry, sections));
  // Other sections of the same types (the cached promise was for the first ones) may need the
  // converter too: the one converter promise, shared by every page.
  const needing = sectionsNeedingConverter(loaded.registry, sections);
  const converterLoaded = needing.size === 0 || (loaded.converterLoaded && use(loadStringConverter()));
  const resolved = sections.map((section, index): PageSection => {
    const result = resolveSection(loaded.registry, section);
    if (result.status === 'unknown' && loaded.failed.has(result.type))
      return { status: 'failed', type: result.type };
    // Its text's converter did not download: the block says so, as a block whose code did not.
    if (!converterLoaded && needing.has(index)) return { status: 'failed', type: result.type };
    return result;
  });
  return <SectionList sections={resolved} preview={preview} path={path} />;
}
