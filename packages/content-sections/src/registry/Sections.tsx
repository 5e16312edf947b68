import { resolveSection, type SectionRegistry } from '@insurance-web/ui';
import { SectionList } from './SectionList.js';

export interface SectionsProps {
  /** The page's sections as the CMS sent them (Strapi's dynamic zone). */
  sections: readonly unknown[];
  registry: SectionRegistry;
  /** A preview build for editors: a section left out for its data shows a notice naming the fields. */
  preview?: boolean;
  /** The page's path, for the log. */
  path?: string;
}

/**
 * The page's sections for a React host (a Next.js brand site): the same registry, schema step and
 * failure rules as the Astro host's renderer. An unknown type shows `not found`; a section whose data
 * fails its schema is left out and logged (and shown to editors in preview); each block renders in
 * its own boundary. It holds no state, so in Next.js it renders as a server component, and a static
 * block ships no code to the browser. A renderer in the browser takes `<LazySections>` instead.
 */
export function Sections({ sections, registry, preview = false, path = '' }: SectionsProps) {
  return (
    <SectionList
      sections={sections.map((section) => resolveSection(registry, section))}
      preview={preview}
      path={path}
    />
  );
}
