import type { JobPosition } from '@insurance-web/api-client';
import { czechOrder } from '@insurance-web/validation';

/*
 * The careers list's logic (SPEC §2 item 8, §3 "Job position", §4 "Careers list"), apart from React
 * so that every rule has its own test: which positions are open, what each card shows, the three
 * filter groups and how they combine, and how the filters live in the page's address.
 */

/** The filter groups, by the query parameter that keeps each (SPEC §2): Firma, Lokalita, Obor. */
export const FILTER_GROUPS = ['companies', 'locations', 'workfields'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** The chosen ids of each group; an empty group does not restrict the list. */
export type CareerFilters = Readonly<Record<FilterGroup, readonly string[]>>;

export const NO_FILTERS: CareerFilters = { companies: [], locations: [], workfields: [] };

/** One choice of a filter group. */
export interface FilterOption {
  id: string;
  name: string;
}

/** A position as a card shows it and the filters match it. */
export interface CareerPosition {
  id: string;
  title: string;
  /** The first company's name, under the title; `null` when the feed names none. */
  company: string | null;
  companies: readonly FilterOption[];
  locations: readonly FilterOption[];
  workfields: readonly FilterOption[];
  /** Locations, fields and the kind of employment, in that order. */
  badges: readonly string[];
}

/** The feed's `filterlist` group of each filter, where `workfields` has its own list (SPEC §3). */
const FEED_GROUP: Record<Exclude<FilterGroup, 'workfields'>, string> = {
  companies: 'company',
  locations: 'location',
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const idOf = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);

/** Options without an id or a name are dropped, and an id given twice counts once. */
function uniqueOptions(
  items: readonly { id?: unknown; originalId?: unknown; name?: unknown }[],
): FilterOption[] {
  const byId = new Map<string, FilterOption>();
  for (const item of items) {
    const id = idOf(item.id ?? item.originalId);
    const name = text(item.name);
    if (id !== '' && name !== '' && !byId.has(id)) byId.set(id, { id, name });
  }
  return [...byId.values()];
}

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];

/**
 * A feed position as the list shows it, or `null` for one the list never shows: confidential
 * (SPEC §4: always hidden), or without an id or a title. Never throws on a malformed position.
 */
export function toCareerPosition(job: JobPosition): CareerPosition | null {
  if (job.confidential === true) return null;
  const id = idOf(job.job_id);
  const title = text(job.title);
  if (id === '' || title === '') return null;
  const filterlist = list(job.filterlist);
  const inGroup = (group: string) => uniqueOptions(filterlist.filter((item) => item.group === group));
  const companies = inGroup(FEED_GROUP.companies);
  const locations = inGroup(FEED_GROUP.locations);
  const workfields = uniqueOptions(list(job.workfields));
  const employment = text((job.employment as { name?: unknown } | undefined)?.name);
  return {
    id,
    title,
    company: companies[0]?.name ?? null,
    companies,
    locations,
    workfields,
    badges: [...locations, ...workfields].map((option) => option.name).concat(employment ? [employment] : []),
  };
}

/** The open positions of the feed, in its order, each once. */
export function openPositions(jobs: readonly JobPosition[]): CareerPosition[] {
  const seen = new Set<string>();
  const positions: CareerPosition[] = [];
  for (const job of jobs) {
    const position = typeof job === 'object' && job !== null ? toCareerPosition(job) : null;
    if (position && !seen.has(position.id)) {
      seen.add(position.id);
      positions.push(position);
    }
  }
  return positions;
}

/** The open position with this id (the detail page's `positionId`), or `null`. */
export function findOpenPosition(jobs: readonly JobPosition[], id: string): CareerPosition | null {
  return openPositions(jobs).find((position) => position.id === id) ?? null;
}

/** Each group's choices, from the open positions only, in Czech alphabetical order. */
export function filterOptions(positions: readonly CareerPosition[]): Record<FilterGroup, FilterOption[]> {
  const options = {} as Record<FilterGroup, FilterOption[]>;
  for (const group of FILTER_GROUPS) {
    options[group] = uniqueOptions(positions.flatMap((position) => position[group])).toSorted((a, b) =>
      czechOrder(a.name, b.name),
    );
  }
  return options;
}

/** AND across the groups, OR within one (SPEC §4); an empty group matches every position. */
export function matchesFilters(position: CareerPosition, filters: CareerFilters): boolean {
  return FILTER_GROUPS.every((group) => {
    const chosen = filters[group];
    return chosen.length === 0 || position[group].some((option) => chosen.includes(option.id));
  });
}

export function filterPositions(
  positions: readonly CareerPosition[],
  filters: CareerFilters,
): CareerPosition[] {
  return positions.filter((position) => matchesFilters(position, filters));
}

/**
 * The filters an address asks for (`?companies=1,2&locations=10`): ids the options do not know are
 * ignored (a shared address may outlive a position), and each id counts once.
 */
export function filtersFromQuery(
  params: URLSearchParams,
  options: Readonly<Record<FilterGroup, readonly FilterOption[]>>,
): CareerFilters {
  const filters = { ...NO_FILTERS };
  for (const group of FILTER_GROUPS) {
    const known = new Set(options[group].map((option) => option.id));
    const asked = (params.get(group) ?? '').split(',').map((id) => id.trim());
    filters[group] = [...new Set(asked)].filter((id) => known.has(id));
  }
  return filters;
}

/** The query parameters that keep `filters`: comma-separated ids, `null` for a group without any. */
export function filtersToQuery(filters: CareerFilters): Record<FilterGroup, string | null> {
  const query = {} as Record<FilterGroup, string | null>;
  for (const group of FILTER_GROUPS)
    query[group] = filters[group].length > 0 ? filters[group].join(',') : null;
  return query;
}

/** How many positions show before `Další pozice` (SPEC §9). */
export const INITIAL_POSITIONS = 5;

/** From this many badges on, a card shows `BADGES_WHEN_MANY` of them and a control for the rest. */
export const MANY_BADGES = 5;
export const BADGES_WHEN_MANY = 3;

/**
 * The badges a card shows (SPEC §4): all when fewer than five, otherwise three and the number of
 * the others, which `Zobrazit filtry (n)` reveals; all once expanded.
 */
export function cardBadges(
  badges: readonly string[],
  expanded: boolean,
): { shown: readonly string[]; hidden: number } {
  if (expanded || badges.length < MANY_BADGES) return { shown: badges, hidden: 0 };
  return { shown: badges.slice(0, BADGES_WHEN_MANY), hidden: badges.length - BADGES_WHEN_MANY };
}
