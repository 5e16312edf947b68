/*
 * The page grid every block and the site chrome share: one content container (one maximum width,
 * one gutter per breakpoint), one section rhythm and one type scale for headings. The values are
 * ui's theme tokens (theme.css: --container-content, --container-reading, --spacing-gutter*,
 * --spacing-section*); these are the whole class names that use them, so Tailwind finds them when it
 * scans the built package and a host (the Astro header and footer) can use the same strings.
 */

/**
 * The content container: centred, at most `--container-content` wide, the gutter inside it. Every
 * section heading, the header's logo and the footer's first column start at its inner left edge.
 */
export const containerClass =
  'mx-auto w-full max-w-content px-gutter tablet:px-gutter-tablet desktop:px-gutter-desktop';

/** A reading column (text, a form's intro): narrower, but starting at the container's left edge, not centred on its own. */
export const readingColumnClass = 'max-w-reading';

/** A section's vertical padding, the same for every block. */
export const sectionSpacingClass = 'py-section tablet:py-section-wide';

/** The type scale's section heading (every block's `h2`), without its colour. */
export const sectionHeadingClass =
  'text-2xl font-bold leading-tight [overflow-wrap:anywhere] tablet:text-3xl';

/** The heading of a card or box inside a section (a phone box, a claims box): one step below the section heading. */
export const cardHeadingClass = 'text-xl font-bold leading-snug [overflow-wrap:anywhere]';

/** The introduction under a section heading. */
export const sectionPerexClass = 'max-w-reading text-lg';
