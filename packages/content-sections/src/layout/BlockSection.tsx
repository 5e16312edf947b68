import type { ReactNode } from 'react';

export interface BlockSectionProps {
  /** The block's heading, rendered as its `h2`; leave it out when the block places its heading itself. */
  heading?: string;
  /** A short introduction under the heading. */
  perex?: string;
  /** The background: none (default), the muted surface or the soft brand colour. */
  tone?: 'plain' | 'muted' | 'soft';
  /** `wide` lines up with the site header (default); `text` is a centred column for reading. Both include the side padding. */
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
const WIDTH = { wide: 'max-w-6xl', text: 'max-w-3xl' } as const;

/**
 * The shell every content block shares: one padding, one container width (the header's), one heading
 * style. A server component with no state, so static blocks stay server markup and islands may use it.
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
    // The side padding sits inside the width, as in the site header, so the edges line up with its logo.
    <section className={classes('py-10', TONE[tone], className)}>
      <div className={classes('mx-auto flex flex-col gap-6 px-4', WIDTH[width])}>
        {heading ? (
          <h2
            className={classes(
              'text-2xl font-bold text-ink [overflow-wrap:anywhere] tablet:text-3xl',
              centred && 'text-center',
            )}
          >
            {heading}
          </h2>
        ) : null}
        {perex ? (
          <p className={classes('max-w-3xl text-lg text-ink-muted', centred && 'mx-auto text-center')}>
            {perex}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
