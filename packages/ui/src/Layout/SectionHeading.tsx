import type { HTMLAttributes, Ref } from 'react';
import { sectionHeadingClass } from './layout.js';

export interface SectionHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Take the colour of the block (a coloured banner) instead of the ink colour. */
  inheritColour?: boolean;
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A block's heading, its `h2`: one size and weight for every block. It carries
 * `data-section-heading`, by which the grid test (apps/web/e2e/grid.spec.ts) finds every section
 * heading of a page and checks that they all start at the container's left edge. Its classes are
 * joined by hand, not with clsx: the smallest blocks (a phone box) would pay for it.
 */
export function SectionHeading({ className, inheritColour = false, ...props }: SectionHeadingProps) {
  return (
    <h2
      data-section-heading=""
      className={[sectionHeadingClass, !inheritColour && 'text-ink', className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
