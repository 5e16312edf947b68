import {
  AboveTheFold,
  describeInvalidSection,
  type ResolvedSection,
  sectionsAboveTheFold,
} from '@insurance-web/ui';
import { Fragment, type ReactNode } from 'react';
import { BlockBoundary } from './BlockBoundary.js';
import { BlockLoadFailed } from './BlockLoadFailed.js';
import { InvalidSectionNotice, SectionNotFound } from './SectionNotices.js';

/**
 * A section of the page after the schema step; `failed`: its block's code did not load
 * (`<LazySections>`); `client`: a type the server's registry leaves to the browser (`<Sections clientSection>`).
 */
export type PageSection =
  | ResolvedSection
  | { status: 'failed'; type: string }
  | { status: 'client'; type: string; element: ReactNode };

export interface SectionListProps {
  sections: readonly PageSection[];
  preview: boolean;
  path: string;
}

/**
 * The failure rules both React renderers share (`<Sections>`, `<LazySections>`), so that they cannot
 * drift: an unknown type shows `not found`; data that failed its schema is left out and logged (shown
 * to editors in preview); a block whose code did not load says so in its place; every block renders
 * in its own boundary, the first ones `AboveTheFold`, with its anchor. No state: a server component.
 */
export function SectionList({ sections, preview, path }: SectionListProps) {
  // The first sections' images load at once: one of them may be the page's largest paint. A block
  // that did not load, or that the browser renders, counts here as a section without one.
  const aboveTheFold = sectionsAboveTheFold(
    sections.map((section) =>
      section.status === 'failed' || section.status === 'client'
        ? { status: 'unknown', type: section.type }
        : section,
    ),
  );
  return (
    <>
      {sections.map((resolved, index) => {
        const key = `${index}:${resolved.type}`;
        if (resolved.status === 'unknown') return <SectionNotFound key={key} />;
        if (resolved.status === 'failed') return <BlockLoadFailed key={key} />;
        if (resolved.status === 'client') return <Fragment key={key}>{resolved.element}</Fragment>;
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
