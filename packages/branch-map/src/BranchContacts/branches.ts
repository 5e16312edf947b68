import type { ImageData } from '@insurance-web/ui';
import { branchSlug, czechOrder, isoWeekday, pragueToday } from '@insurance-web/validation';
import type { WorkingHoursDay } from '../WorkingHoursChart/busyHours.js';

/*
 * A branch as the branch blocks show it (SPEC §3 "Branch (map)"), and the rules around it: its slug
 * for `pobocka`, today's row in Prague time, the city and brand choice. No React here.
 */

/** One opening slot: ISO weekday 1 (Monday) … 5 (Friday), times as `HH:MM`. */
export interface OpeningSlot {
  dow: number;
  open: string;
  close: string;
}

export interface BranchAddon {
  icon: BranchAddonIcon;
  /** What the icon means, in the tooltip and for screen readers. */
  tooltip: string;
}

export const BRANCH_ADDON_ICONS = [
  'parking',
  'wheelchair',
  'wifi',
  'coffee',
  'charging',
  'children',
  // Any icon the content names that this package does not draw.
  'other',
] as const;
export type BranchAddonIcon = (typeof BRANCH_ADDON_ICONS)[number];

export interface BranchPerson {
  name: string;
  phone: string;
  /** Their photo, or `null` without one. */
  photo: ImageData | null;
}

/** A department of a branch with a line of its own: the service desk (`servis`) or car sales (`prodej`). */
export type DepartmentKind = 'servis' | 'prodej';
export const DEPARTMENT_KINDS = ['servis', 'prodej'] as const satisfies readonly DepartmentKind[];

/**
 * A department at a branch: its own phone and e-mail; the branch's address and opening hours are its
 * own (a department is in the branch's building, open when it is).
 */
export interface BranchDepartment {
  kind: DepartmentKind;
  phone: string;
  email: string;
  /** What car sales offers (`Prodej nových vozů`, `Ojeté vozy`), as tags. */
  services: readonly string[];
}

export interface Branch {
  code: string;
  /** `Pobočka Praha Černý Most`. */
  name: string;
  /** The `pobocka` value: `praha-cerny-most`. */
  slug: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  city: string;
  zip: string;
  latitude: number;
  longitude: number;
  /** Monday to Friday; a day without a slot is closed. */
  slots: readonly OpeningSlot[];
  /** 0–5, or `null` without one. */
  rating: number | null;
  addons: readonly BranchAddon[];
  people: readonly BranchPerson[];
  /** The makes the branch serves, as shown (`Škoda`): the city and brand choice, the dealers' marks. */
  brands: readonly string[];
  /** Its service desk and car sales, each with its own line (none: the branch's line is all). */
  departments: readonly BranchDepartment[];
  /** How busy it is in each open hour, Monday to Friday (the working-hours chart). */
  busyWeek: readonly WorkingHoursDay[];
}

/** `Pobočka Praha Černý Most` → `Praha Černý Most`: the place, for texts that say "pobočka" themselves. */
export function branchPlace(branch: Pick<Branch, 'name'>): string {
  return branch.name.replace(/^pobočka\s+/i, '');
}

/**
 * The branch `pobocka` names, or the first one (SPEC §2: the default). The value is read as a slug
 * too, so `Praha-Cerny-Most` or `Pobočka Praha Černý Most` find the same branch.
 */
export function selectedBranch(branches: readonly Branch[], slug: string | null): Branch | undefined {
  const wanted = branchSlug(slug ?? '');
  return branches.find((branch) => branch.slug === wanted) ?? branches[0];
}

export function withSlug<T extends { name: string }>(branch: T): T & { slug: string } {
  return { ...branch, slug: branchSlug(branch.name) };
}

/** Today's ISO weekday in Prague (1 Monday … 7 Sunday), whatever the visitor's own time zone. */
export function pragueWeekday(now: Date): number {
  return isoWeekday(pragueToday(now));
}

/** `08:00` → `8:00`, as Czech writes times. */
export function shortTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/**
 * The city and brand choice (SPEC §4, with what visitors expect of a filter): a prompt until a city
 * or a make is chosen, then the branches of that city, of that make, or of both; or none.
 */
export type BranchChoice =
  | { status: 'prompt' }
  | { status: 'none' }
  | { status: 'found'; branches: readonly Branch[] };

export function branchChoice(branches: readonly Branch[], city: string, brand: string): BranchChoice {
  if (!city && !brand) return { status: 'prompt' };
  const found = branches.filter(
    (branch) => (!city || branch.city === city) && (!brand || branch.brands.includes(brand)),
  );
  return found.length > 0 ? { status: 'found', branches: found } : { status: 'none' };
}

/**
 * What to offer when a city and a make find no branch: the branches elsewhere that serve the make,
 * and the makes served in the city, in Czech order.
 */
export function branchAlternatives(
  branches: readonly Branch[],
  city: string,
  brand: string,
): { forBrand: readonly Branch[]; cityBrands: readonly string[] } {
  return {
    forBrand: brand ? branches.filter((branch) => branch.brands.includes(brand)) : [],
    cityBrands: city ? branchBrands(branches.filter((branch) => branch.city === city)) : [],
  };
}

/**
 * The branch to show once the visitor's choice lists branches and the one shown is not among them:
 * the first one listed (the detail under the map follows what the visitor asked for).
 * `undefined` when the shown one is listed, or nothing is.
 */
export function branchFollowingChoice(choice: BranchChoice, shown: Branch | undefined): Branch | undefined {
  if (choice.status !== 'found' || (shown && choice.branches.includes(shown))) return undefined;
  return choice.branches[0];
}

/** The cities of the branches, each once, in Czech order. */
export function branchCities(branches: readonly Branch[]): string[] {
  return [...new Set(branches.map((branch) => branch.city))].toSorted(czechOrder);
}

/** The makes the branches serve, each once, in Czech order. */
export function branchBrands(branches: readonly Branch[]): string[] {
  return [...new Set(branches.flatMap((branch) => branch.brands))].toSorted(czechOrder);
}
