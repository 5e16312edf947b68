import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { containerClass, readingColumnClass, sectionPerexClass, sectionSpacingClass } from './layout.js';
import { SectionHeading, type SectionHeadingProps } from './SectionHeading.js';

export interface SectionShellProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The section's heading, its `h2`, which also names the section (`aria-labelledby`), so it is a
   * region a screen reader lists by that name. Without one, give `aria-label` or `aria-labelledby`
   * (a heading of the block's own, inside a card); a section with no name is no landmark, just a box.
   */
  heading?: ReactNode;
  /** More for the heading: a `ref` and `tabIndex={-1}` where a script moves focus to it. */
  headingProps?: Omit<SectionHeadingProps, 'children' | 'id'>;
  /** A short introduction under the heading (a node, so a package may shape its text first). */
  perex?: ReactNode;
  /** The background: none (default), the muted surface or the soft brand colour. */
  tone?: 'plain' | 'muted' | 'soft';
  /**
   * `wide` fills the content container (default); `text` is a reading column that starts at the
   * container's left edge, like every other block's heading, and is narrower on the right.
   */
  width?: 'wide' | 'text';
  /** Where the heading and perex sit. */
  align?: 'start' | 'center';
  /** The space between heading, perex and content: `normal` (1.5 rem, default) or `compact` (1 rem). */
  gap?: 'normal' | 'compact';
  /**
   * `stack` (default): heading, perex and content one under another. `aside` (a form as a section):
   * on phones and tablets the same; from desktop on, the heading and perex take the first third and
   * the content, in a card, the other two.
   */
  layout?: 'stack' | 'aside';
  /**
   * `false`: the heading does not name the section, because what the section holds is itself the
   * region named by that heading (a carousel labelled with it): one landmark, not two of one name.
   */
  landmark?: boolean;
  children?: ReactNode;
}

// Whole class names in maps, so Tailwind finds them when it scans the package. Joined by hand, not
// with clsx: the smallest blocks (a phone box is 0.6 kB) would pay for it.
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const TONE = { plain: '', muted: 'bg-surface-muted', soft: 'bg-brand-soft' } as const;
const WIDTH = { wide: '', text: readingColumnClass } as const;
const GAP = { normal: 'gap-6', compact: 'gap-4' } as const;

/**
 * The shell of every block: ui's section padding, ui's content container (the one the site header
 * and footer use), ui's section heading naming the `<section>`, and an optional perex. No state and
 * no browser API (`useId` is one of React's server-component hooks): static blocks stay server
 * markup with no script, and islands use it too.
 */
export function SectionShell({
  heading,
  headingProps,
  perex,
  tone = 'plain',
  width = 'wide',
  align = 'start',
  gap = 'normal',
  layout = 'stack',
  landmark = true,
  className,
  children,
  ...rest
}: SectionShellProps) {
  const headingId = useId();
  const centred = align === 'center';
  const named = heading !== undefined && heading !== null && heading !== false && heading !== '';
  const intro = (
    <>
      {named ? (
        <SectionHeading
          {...headingProps}
          id={headingId}
          className={classes(headingProps?.className, centred && 'text-center') || undefined}
        >
          {heading}
        </SectionHeading>
      ) : null}
      {perex ? (
        <p className={classes(sectionPerexClass, 'text-ink-muted', centred && 'mx-auto text-center')}>
          {perex}
        </p>
      ) : null}
    </>
  );
  return (
    <section
      {...rest}
      aria-labelledby={named && landmark ? headingId : rest['aria-labelledby']}
      className={classes(sectionSpacingClass, TONE[tone], className)}
    >
      {layout === 'aside' ? (
        <div
          className={`${containerClass} grid items-start gap-6 desktop:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] desktop:gap-12`}
        >
          <div className="flex flex-col gap-3">{intro}</div>
          <div className="min-w-0 rounded-card border border-line bg-surface p-5 sm:p-8">{children}</div>
        </div>
      ) : (
        <div className={containerClass}>
          <div className={classes('flex flex-col', GAP[gap], WIDTH[width])}>
            {intro}
            {children}
          </div>
        </div>
      )}
    </section>
  );
}
