'use client';

import { type LazySectionRegistry, loadSectionBlocks, resolveSection } from '@insurance-web/ui';
import { type ReactNode, Suspense, use } from 'react';
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
 * shows `not found`; a block whose code does not download says so in its place. Rendered on a server
 * (a client component's HTML), it waits for the same blocks and sends their HTML.
 */
export function LazySections({ fallback = null, ...props }: LazySectionsProps) {
  return (
    <Suspense fallback={fallback}>
      <LoadedSections {...props} />
    </Suspense>
  );
}

function LoadedSections({
  sections,
  registry,
  preview = false,
  path = '',
}: Omit<LazySectionsProps, 'fallback'>) {
  // One promise per registry and set of types (loadSectionBlocks caches it), as `use` needs.
  const loaded = use(loadSectionBlocks(registry, sections));
  const resolved = sections.map((section): PageSection => {
    const result = resolveSection(loaded.registry, section);
    return result.status === 'unknown' && loaded.failed.has(result.type)
      ? { status: 'failed', type: result.type }
      : result;
  });
  return <SectionList sections={resolved} preview={preview} path={path} />;
}
