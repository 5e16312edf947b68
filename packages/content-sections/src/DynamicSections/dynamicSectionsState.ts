/**
 * The URL state of dynamic sections (SPEC §2): `s` names the tab, `ds` the sub-section. Written as
 * slugs of the names (`?s=pro-firmy&ds=povinne-ruceni`), so a shared link stays readable and keeps
 * pointing at the same section when editors reorder them; a 0-based index is read too.
 */

/** The tab's query parameter. */
export const TAB_PARAM = 's';
/** The sub-section's query parameter. */
export const SECTION_PARAM = 'ds';

/** `Pro občany` → `pro-obcany`: lowercase ASCII letters and digits joined by single hyphens. */
export function sectionSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * One slug per name, unique within the list: a repeated name gets `-2`, `-3`…; a name with no letter
 * or digit left (`???`) gets `sekce-<n>` by its position. A slug is never only digits, so it cannot
 * be mistaken for an index.
 */
export function uniqueSlugs(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name, index) => {
    let base = sectionSlug(name);
    if (base === '' || /^\d+$/.test(base)) base = base === '' ? `sekce-${index + 1}` : `sekce-${base}`;
    let slug = base;
    for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}

/** The position a parameter names among `slugs`: its slug, or a 0-based index; `null` when it names none. */
export function findBySlugOrIndex(param: string | null, slugs: readonly string[]): number | null {
  if (param === null) return null;
  const value = param.trim().toLowerCase();
  const bySlug = slugs.indexOf(value);
  if (bySlug >= 0) return bySlug;
  if (/^\d{1,4}$/.test(value)) {
    const index = Number(value);
    if (index < slugs.length) return index;
  }
  return null;
}

/** The tab to show: the one `s` names, else the first. */
export function selectedTab(param: string | null, tabSlugs: readonly string[]): number {
  return findBySlugOrIndex(param, tabSlugs) ?? 0;
}

export interface SectionChoice {
  slug: string;
  /** A sub-section with a link leads elsewhere: it is never the one shown. */
  isLink: boolean;
}

/**
 * The sub-section to show: the one `ds` names if it has content, else the first with content;
 * `null` when every sub-section is a link.
 */
export function selectedSection(param: string | null, sections: readonly SectionChoice[]): number | null {
  const named = findBySlugOrIndex(
    param,
    sections.map((section) => section.slug),
  );
  if (named !== null && !sections[named]?.isLink) return named;
  const first = sections.findIndex((section) => !section.isLink);
  return first >= 0 ? first : null;
}

/**
 * Where a sub-section's link goes. SPEC §2: a relative link is prefixed with the API base address
 * (documents live on the API host); an absolute one is left as it is.
 */
export function sectionLinkTarget(link: string, apiHost: string): string {
  if (!link.startsWith('/')) return link;
  return `${apiHost.replace(/\/+$/, '')}${link}`;
}

/**
 * The address of a state, relative to the current page (`?s=…&ds=…#anchor`), keeping every other
 * query parameter: a link that works without JavaScript and opens in a new tab as it should.
 */
export function stateHref(
  currentUrl: string,
  state: { tab: string; section: string | null },
  anchor: string | null,
): string {
  const url = new URL(currentUrl);
  url.searchParams.set(TAB_PARAM, state.tab);
  if (state.section === null) url.searchParams.delete(SECTION_PARAM);
  else url.searchParams.set(SECTION_PARAM, state.section);
  url.hash = anchor ?? url.hash;
  return `${url.search}${url.hash}`;
}
