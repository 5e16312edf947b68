import { cardGridClass, formatCzechDate } from '@insurance-web/ui';
import { clsx } from 'clsx';
import { isExternalUrl } from '../content/safeUrl.js';
import { BlockSection } from '../layout/BlockSection.js';
import { MediaReadTime, MediaVideoLabel } from './MediaGalleryTexts.js';
import type { MediaBackground, MediaGalleryProps, MediaGridType, MediaItem } from './mediaGalleryContent.js';

/** Card colours: white text on each strong colour, ink on white, all at least 4.5:1 (WCAG AA). */
const BACKGROUND_CLASS: Record<MediaBackground, string> = {
  oranzova: 'bg-accent text-on-brand',
  zelena: 'bg-success text-on-brand',
  fialova: 'bg-[#5b2a86] text-on-brand',
  modra: 'bg-brand text-on-brand',
  bila: 'bg-surface text-ink border border-line',
};

// A grid's columns follow the number of cards (ui's cardGridClass); a list is a reading column from
// the container's left edge.
const listClass = (gridType: MediaGridType, count: number): string =>
  gridType === 'grid'
    ? `${cardGridClass(count)} gap-6`
    : gridType === 'featured'
      ? 'grid gap-6 tablet:grid-cols-2 desktop:grid-cols-3'
      : 'grid w-full max-w-reading gap-4';

function PlayIcon() {
  return (
    <span
      aria-hidden="true"
      className="absolute top-4 right-4 inline-flex size-12 items-center justify-center rounded-full bg-surface text-brand shadow-dialog"
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M7 4.5v15l13-7.5z" />
      </svg>
    </span>
  );
}

function MediaCard({ item, large, headingLevel }: { item: MediaItem; large: boolean; headingLevel: 2 | 3 }) {
  const { heading, perex, date, readTime, tags, background, link, withPlayButton } = item;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <a
      href={link}
      rel={isExternalUrl(link) ? 'noopener noreferrer' : undefined}
      className={clsx(
        'group relative flex h-full flex-col gap-3 rounded-card p-6',
        withPlayButton && 'pe-20',
        large && 'desktop:p-10',
        BACKGROUND_CLASS[background],
      )}
    >
      <Heading
        className={clsx(
          'font-bold [overflow-wrap:anywhere] group-hover:underline',
          large ? 'text-2xl desktop:text-4xl' : 'text-xl',
        )}
      >
        {heading}
        {withPlayButton ? <MediaVideoLabel /> : null}
      </Heading>
      {date || readTime ? (
        <p className="order-first text-sm font-semibold">
          {date ? <time dateTime={date}>{formatCzechDate(date)}</time> : null}
          {date && readTime ? <span aria-hidden="true"> · </span> : null}
          {readTime ? <MediaReadTime minutes={readTime} /> : null}
        </p>
      ) : null}
      {perex ? <p className={large ? 'desktop:text-lg' : undefined}>{perex}</p> : null}
      {tags.length > 0 ? (
        <ul className="mt-auto flex flex-wrap gap-2 pt-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full border border-current px-3 py-0.5 text-sm">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {withPlayButton ? <PlayIcon /> : null}
    </a>
  );
}

/**
 * Articles and videos as coloured card links. Layouts: `grid` (equal tiles), `featured` (the first
 * card twice as large on desktop), `list` (one column). Static.
 */
export function MediaGallery({ heading, gridType, items }: MediaGalleryProps) {
  return (
    <BlockSection heading={heading}>
      {items.length > 0 ? (
        <ul data-section-box="" className={listClass(gridType, items.length)}>
          {items.map((item, index) => {
            const large = gridType === 'featured' && index === 0;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: CMS items are positional
                key={index}
                className={clsx(large && 'tablet:col-span-2 desktop:row-span-2')}
              >
                <MediaCard item={item} large={large} headingLevel={heading ? 3 : 2} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </BlockSection>
  );
}
