import { resolveSection, type SectionRegistry } from '@insurance-web/ui';
import type { ReactNode } from 'react';
import { type PageSection, SectionList } from './SectionList.js';

export interface SectionsProps {
  /** The page's sections as the CMS sent them (Strapi's dynamic zone). */
  sections: readonly unknown[];
  registry: SectionRegistry;
  /** A preview build for editors: a section left out for its data shows a notice naming the fields. */
  preview?: boolean;
  /** The page's path, for the log. */
  path?: string;
  /**
   * Renders in its place a section whose type the registry does not have, instead of `not found`: a
   * Next.js page registers its static blocks (`contentSectionStaticBlocks`) and hands the rest to
   * `<LazySections>` in a client component of its own, so the browser downloads only the code of the
   * interactive blocks the page has (Next.js ships every client component its server code imports).
   */
  clientSection?: (section: unknown, index: number) => ReactNode;
}

/**
 * The page's sections for a React host (a Next.js brand site): the same registry, schema step and
 * failure rules as the Astro host's renderer. An unknown type shows `not found`; a section whose data
 * fails its schema is left out and logged (and shown to editors in preview); each block renders in
 * its own boundary. It holds no state, so in Next.js it renders as a server component, and a static
 * block ships no code to the browser. A renderer in the browser takes `<LazySections>` instead.
 */
export function Sections({ sections, registry, preview = false, path = '', clientSection }: SectionsProps) {
  const resolved = sections.map((section, index): PageSection => {
    const result = resolveSection(registry, section);
    return result.status === 'unknown' && clientSection
      ? { status: 'client', type: result.type, element: clientSection(section, index) }
      : result;
  });
  return <SectionList sections={resolved} preview={preview} path={path} />;
}
