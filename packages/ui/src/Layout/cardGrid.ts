/**
 * How many columns a row of `count` cards takes, at most `maxColumns`: a few cards fill the row
 * (two cards, two columns, not two thirds of a three-column grid); more cards take the column count
 * that leaves the fewest empty places in the last row, the wider one when two tie (four cards of at
 * most three columns: two rows of two, not three and one).
 */
export function cardColumns(count: number, maxColumns: 2 | 3 | 4 = 3): number {
  if (count <= 1) return 1;
  if (count <= maxColumns) return count;
  let best: number = maxColumns;
  let fewestEmpty = emptyPlaces(count, maxColumns);
  for (let columns = maxColumns - 1; columns >= 2; columns -= 1) {
    const empty = emptyPlaces(count, columns);
    if (empty < fewestEmpty) {
      best = columns;
      fewestEmpty = empty;
    }
  }
  return best;
}

function emptyPlaces(count: number, columns: number): number {
  return (columns - (count % columns)) % columns;
}

// Whole class names, so Tailwind finds them. Phones show one column; tablets at most two.
const GRID_COLUMNS: Record<number, string> = {
  // One card is no wider than a reading column, from the container's left edge.
  1: 'max-w-reading',
  2: 'tablet:grid-cols-2',
  3: 'tablet:grid-cols-2 desktop:grid-cols-3',
  4: 'tablet:grid-cols-2 desktop:grid-cols-4',
};

/**
 * The classes of a grid of `count` cards (add the gap yourself): the columns follow the number of
 * cards, so a row of one or two never leaves a three-column grid half empty.
 */
export function cardGridClass(count: number, maxColumns: 2 | 3 | 4 = 3): string {
  return `grid ${GRID_COLUMNS[cardColumns(count, maxColumns)]}`;
}
