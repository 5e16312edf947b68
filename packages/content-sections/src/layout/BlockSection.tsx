import {
  containerClass,
  readingColumnClass,
  SectionHeading,
  sectionPerexClass,
  sectionSpacingClass,
} from '@insurance-web/ui';
import type { ReactNode } from 'react';
import { keepShortCompoundsWhole } from '../content/wordHyphens.js';

export interface BlockSectionProps {
  /** The block's heading, rendered as its `h2`; leave it out when the block places its heading itself. */
  heading?: string;
  /** A short introduction under the heading. */
  perex?: string;
  /** The background: none (default), the muted surface or the soft brand colour. */
  tone?: 'plain' | 'muted' | 'soft';
  /**
   * `wide` fills the content container (default); `text` is a reading column that starts at the
   * container's left edge, like every other block's heading, and is narrower on the right.
   */
  width?: 'wide' | 'text';
  /** Where the heading and perex sit. */
  align?: 'start' | 'center';
  /** Extra classes on the `<section>`. */
  className?: string;
  children?: ReactNode;
}

// Whole class names in maps, so Tailwind finds them when it scans the package. Joined by hand, not
// with clsx: the smallest blocks (a phone box is 0.6 kB) would pay for it.
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const TONE = { plain: '', muted: 'bg-surface-muted', soft: 'bg-brand-soft' } as const;
const WIDTH = { wide: '', text: readingColumnClass } as const;

/**
 * The shell every content block shares: ui's section padding, ui's content container (the one the
 * site header and footer use), ui's section heading. A server component with no state, so static
 * blocks stay server markup and islands may use it.
 */
export function BlockSection({
  heading,
  perex,
  tone = 'plain',
  width = 'wide',
  align = 'start',
  className,
  children,
}: BlockSectionProps) {
  const centred = align === 'center';
  return (
    <section className={classes(sectionSpacingClass, TONE[tone], className)}>
      <div className={containerClass}>
        <div className={classes('flex flex-col gap-6', WIDTH[width])}>
          {heading ? (
            <SectionHeading className={centred ? 'text-center' : undefined}>{heading}</SectionHeading>
          ) : null}
          {perex ? (
            <p className={classes(sectionPerexClass, 'text-ink-muted', centred && 'mx-auto text-center')}>
              {keepShortCompoundsWhole(perex)}
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}
