import { AboveTheFold } from '@insurance-web/ui';
import { BlockBoundary } from './BlockBoundary.js';
import {
  describeInvalidSection,
  resolveSection,
  type SectionRegistry,
  sectionsAboveTheFold,
} from './registry.js';
import { InvalidSectionNotice, SectionNotFound } from './SectionNotices.js';

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
 * its own boundary. It holds no state, so in Next.js it renders as a server component.
 */
export function Sections({ sections, registry, preview = false, path = '' }: SectionsProps) {
  const resolvedSections = sections.map((section) => resolveSection(registry, section));
  // The first sections' images load at once: one of them may be the page's largest paint.
  const aboveTheFold = sectionsAboveTheFold(resolvedSections);
  return (
    <>
      {resolvedSections.map((resolved, index) => {
        const key = `${index}:${resolved.type}`;
        if (resolved.status === 'unknown') return <SectionNotFound key={key} />;
        if (resolved.status === 'invalid') {
          console.error(describeInvalidSection(resolved, { index, path }));
          return preview ? <InvalidSectionNotice key={key} {...resolved} /> : null;
        }
        const Block = resolved.definition.component;
        const block = (
          <BlockBoundary key={key} type={resolved.type} index={index}>
            {index < aboveTheFold ? (
              <AboveTheFold>
                <Block {...resolved.props} />
              </AboveTheFold>
            ) : (
              <Block {...resolved.props} />
            )}
          </BlockBoundary>
        );
        return resolved.anchor ? (
          <div key={key} id={resolved.anchor} className="scroll-mt-4">
            {block}
          </div>
        ) : (
          block
        );
      })}
    </>
  );
}
