import type { MouseEvent } from 'react';
import type { Branch } from '../BranchContacts/branches.js';
import { type Box, cityLabels, placePoints } from './schematic.js';

export interface BranchSchematicProps {
  branches: readonly Branch[];
  /** The slug of the branch shown. */
  selected: string | undefined;
  caption: string;
  /** A click on a mark (the link still works without it). */
  onPick?: (event: MouseEvent<Element>, branch: Branch) => void;
}

const BOX: Box = { width: 640, height: 400, padding: 48 };

/** A faint grid, so that the drawing reads as a map: a line every 40 units. */
const GRID = [
  ...Array.from({ length: BOX.width / 40 - 1 }, (_, i) => `M${(i + 1) * 40} 0V${BOX.height}`),
  ...Array.from({ length: BOX.height / 40 - 1 }, (_, i) => `M0 ${(i + 1) * 40}H${BOX.width}`),
].join('');

/**
 * The map without a map server: every branch as a mark where its GPS position puts it, the cities
 * named. Rendered on the server, so it is there before any script and whenever the interactive map
 * cannot be (no tiles configured, the tile server unreachable). The marks are links to the branch for
 * the pointer; keyboards and screen readers have the same links, named, in the branch list, so the
 * drawing itself is hidden from them and out of the tab order.
 */
export function BranchSchematic({ branches, selected, caption, onPick }: BranchSchematicProps) {
  const placed = placePoints(branches, BOX);
  const labels = cityLabels(
    branches.map((branch) => branch.city),
    placed,
  );
  return (
    <figure className="m-0 flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        aria-hidden="true"
        focusable="false"
        className="h-72 w-full rounded-card border border-line bg-surface-muted tablet:h-96"
      >
        <path d={GRID} fill="none" className="stroke-line" strokeWidth="1" opacity="0.6" />
        {labels.map((label) => (
          <text
            key={label.city}
            x={label.x}
            y={label.y + 34}
            textAnchor="middle"
            className="fill-ink-muted text-base font-semibold"
          >
            {label.city}
          </text>
        ))}
        {branches.map((branch, index) => {
          const point = placed[index];
          if (!point) return null;
          const current = branch.slug === selected;
          return (
            <a
              key={branch.slug}
              href={`?pobocka=${branch.slug}`}
              tabIndex={-1}
              onClick={onPick ? (event) => onPick(event, branch) : undefined}
              data-branch={branch.slug}
              aria-current={current ? 'page' : undefined}
            >
              <title>{branch.name}</title>
              <circle
                cx={point.x}
                cy={point.y}
                r={current ? 14 : 10}
                strokeWidth="4"
                className={current ? 'fill-brand stroke-surface' : 'fill-surface stroke-brand'}
              />
            </a>
          );
        })}
      </svg>
      <figcaption className="text-sm text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
