import { Avatar, cardGridClass } from '@insurance-web/ui';
import { BlockSection } from '../layout/BlockSection.js';
import { StarRating } from './StarRating.js';
import type { Testimonial, TestimonialsProps } from './testimonialsContent.js';

function TestimonialCard({ quote, name, role, photo, rating }: Testimonial) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-6">
      {rating !== null ? <StarRating value={rating} /> : null}
      <blockquote className="flex-1 text-lg text-ink [overflow-wrap:anywhere]">
        <p>
          <span aria-hidden="true">„</span>
          {quote}
          <span aria-hidden="true">“</span>
        </p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <Avatar name={name} photo={photo} size="sm" />
        <span className="flex min-w-0 flex-col">
          <span className="font-bold text-ink">{name}</span>
          {role ? <span className="text-sm text-ink-muted">{role}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** Clients' quotes: `<figure>` with the `<blockquote>` and its author in `<figcaption>`. Static. */
export function Testimonials({ heading, items }: TestimonialsProps) {
  return (
    <BlockSection heading={heading} tone="muted">
      {items.length > 0 ? (
        <ul data-section-box="" className={`${cardGridClass(items.length)} gap-6`}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: CMS items are positional
            <li key={index}>
              <TestimonialCard {...item} />
            </li>
          ))}
        </ul>
      ) : null}
    </BlockSection>
  );
}
