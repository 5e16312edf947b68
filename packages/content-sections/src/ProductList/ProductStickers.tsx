'use client';

import { clsx } from 'clsx';
import { useBlockMessages } from '../messages.js';
import type { ProductSticker } from './productListContent.js';

/** Each sticker's colours: all at least 4.5:1 (WCAG AA). */
const STICKER_CLASS: Record<ProductSticker, string> = {
  tba: 'bg-surface-muted text-ink-muted border border-line-strong',
  tip: 'bg-focus text-ink',
  recommended: 'bg-brand text-on-brand',
  new: 'bg-accent text-on-brand',
  newCar: 'bg-success text-on-brand',
  allCars: 'bg-brand-soft text-brand-strong',
};

/** The product's stickers, in the site's language: a client leaf only for the locale. */
export function ProductStickers({ stickers }: { stickers: readonly ProductSticker[] }) {
  const t = useBlockMessages();
  if (stickers.length === 0) return null;
  return (
    <ul className="order-first flex flex-wrap gap-2">
      {stickers.map((sticker) => (
        <li
          key={sticker}
          className={clsx('rounded-full px-3 py-0.5 text-sm font-semibold', STICKER_CLASS[sticker])}
        >
          {t.productStickers[sticker]}
        </li>
      ))}
    </ul>
  );
}
