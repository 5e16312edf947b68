import type { ImageData } from '@insurance-web/ui';
import { branchSlug, czechOrder, isoWeekday, pragueToday } from '@insurance-web/validation';

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
  /** The brand codes the branch serves (the city and brand choice). */
  brands: readonly string[];
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

/** The city and brand choice (SPEC §4): a prompt until both are chosen, then the branches, or none. */
export type BranchChoice =
  | { status: 'prompt' }
  | { status: 'none' }
  | { status: 'found'; branches: readonly Branch[] };

export function branchChoice(branches: readonly Branch[], city: string, brand: string): BranchChoice {
  if (!city || !brand) return { status: 'prompt' };
  const found = branches.filter((branch) => branch.city === city && branch.brands.includes(brand));
  return found.length > 0 ? { status: 'found', branches: found } : { status: 'none' };
}

/**
 * The branch to show once the visitor's choice lists branches and the one shown is not among them:
 * the first one listed (the detail under the map follows what the visitor asked for, issue 24).
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
