/**
 * The search's address: `/hledat?q=…`, a plain GET, so that the form works without JavaScript and a
 * result list can be reloaded, bookmarked or opened in a tab. Since a query may hold personal data,
 * such an address is kept by no cache (src/site/cachePolicy.ts; Varnish passes it,
 * deploy/varnish/site.vcl), sends no Referer (src/middleware.ts), is not indexed, and reaches logs
 * and analytics only with its digits masked (src/site/maskDigits.ts).
 */
export const SEARCH_PATH = '/hledat';
export const SEARCH_PARAM = 'q';
/** Characters of a query kept: longer is pasted text, not a search (the field says so too). */
export const MAX_QUERY_LENGTH = 200;

/** `/hledat` or `/hledat/`: the search page, with or without a query. */
export function isSearchPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === SEARCH_PATH;
}

/** The search page with anything in its query: the visitor's own results (or a query on its way). */
export function isSearchWithQuery(url: URL): boolean {
  return isSearchPath(url.pathname) && url.search.length > 1;
}

/** What was searched for: the first `q`, its spaces collapsed, at most MAX_QUERY_LENGTH characters. */
export function searchQueryOf(url: URL): string {
  return [...(url.searchParams.get(SEARCH_PARAM) ?? '').replace(/\s+/g, ' ').trim()]
    .slice(0, MAX_QUERY_LENGTH)
    .join('')
    .trim();
}

/** `/hledat?q=…`: a link to the results of `query`. */
export function searchHref(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: query })}`;
}

/** `1 výsledek`, `2 výsledky`, `5 výsledků`: Czech plurals, by the number. */
export function resultCount(count: number): string {
  const form = new Intl.PluralRules('cs').select(count);
  const noun = form === 'one' ? 'výsledek' : form === 'few' ? 'výsledky' : 'výsledků';
  return `${count.toLocaleString('cs-CZ')} ${noun}`;
}
