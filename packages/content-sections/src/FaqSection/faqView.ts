/**
 * The FAQ section's state in the URL (SPEC §2): `faq` is the group's index and `q` the category's,
 * both counted in the order the visitor sees (groups sorted by `order`). Pure functions, shared by the
 * server render and the browser.
 */

/** The query parameters of the FAQ section. */
export const FAQ_GROUP_PARAM = 'faq';
export const FAQ_CATEGORY_PARAM = 'q';

/**
 * An index from a query parameter: a whole number in range, else 0 (SPEC: the default). Digits only,
 * so `1.5`, `-1`, `1e0`, ` 1` or `abc` fall back to the first item rather than being guessed at.
 */
export function parseIndex(value: string | null | undefined, length: number): number {
  if (value == null || !/^\d{1,9}$/.test(value)) return 0;
  const index = Number(value);
  return index < length ? index : 0;
}

/**
 * Groups sorted by `order`, ascending; groups without an order come last. Stable: equal orders, and
 * the groups without one, keep the editor's order.
 */
export function sortByOrder<T extends { order: number | null }>(items: readonly T[]): T[] {
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => {
      const x = a.item.order;
      const y = b.item.order;
      if (x === null || y === null) {
        if (x === y) return a.position - b.position;
        return x === null ? 1 : -1;
      }
      return x - y || a.position - b.position;
    })
    .map(({ item }) => item);
}

export interface FaqView {
  group: number;
  category: number;
}

/** Which group and category a URL shows, given how many categories each group has. */
export function faqViewFromUrl(href: string, categoriesPerGroup: readonly number[]): FaqView {
  const params = new URL(href).searchParams;
  const group = parseIndex(params.get(FAQ_GROUP_PARAM), categoriesPerGroup.length);
  const category = parseIndex(params.get(FAQ_CATEGORY_PARAM), categoriesPerGroup[group] ?? 0);
  return { group, category };
}

/**
 * The parameters that choose a view. Choosing a group starts at its first category, so `q` goes;
 * choosing a category names both, so the address can be shared as it is.
 */
export function faqViewParams(view: { group: number; category?: number }): Record<string, string | null> {
  return {
    [FAQ_GROUP_PARAM]: String(view.group),
    [FAQ_CATEGORY_PARAM]: view.category === undefined ? null : String(view.category),
  };
}

/**
 * A link to `href` with `params` set (or removed, for `null`), as a path and query: the tiles are
 * real links, so they work before the island hydrates, open in a new tab, and can be copied.
 */
export function hrefWithParams(href: string, params: Record<string, string | null>): string {
  const url = new URL(href);
  for (const [name, value] of Object.entries(params)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}`;
}
