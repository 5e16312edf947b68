'use client';

import { useBlockMessages } from '../messages.js';

const STAR = 'M12 1.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.6l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z';

function Stars({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 120 24"
      width="120"
      height="24"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} fill="currentColor" />
      ))}
    </svg>
  );
}

export interface StarRatingProps {
  /** 0–5; a fraction fills part of a star (4,7). */
  value: number;
  /** Also show `4,7 z 5` as text beside the stars. */
  showValue?: boolean;
}

/**
 * Five stars filled to the rating, named for screen readers (`Hodnocení 4,7 z 5`). A client leaf only
 * for the locale's texts; shared by the testimonials and the app download block.
 */
export function StarRating({ value, showValue = false }: StarRatingProps) {
  const t = useBlockMessages();
  const rating = Math.min(5, Math.max(0, value));
  return (
    <span className="inline-flex items-center gap-2">
      <span role="img" aria-label={t.ratingLabel(rating)} className="relative inline-block h-6 w-30 shrink-0">
        <Stars className="absolute inset-0 text-line" />
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${(rating / 5) * 100}%` }}
        >
          <Stars className="max-w-none text-accent" />
        </span>
      </span>
      {showValue ? (
        <span aria-hidden="true" className="font-bold text-ink">
          {t.ratingOutOf(rating)}
        </span>
      ) : null}
    </span>
  );
}
