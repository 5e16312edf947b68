'use client';

import { useHref, useSite } from '@insurance-web/ui';
import { useMemo } from 'react';
import {
  type CareerFilters,
  type FilterGroup,
  type FilterOption,
  filtersFromQuery,
  filtersToQuery,
} from '../positions/careerPositions.js';

export interface CareerFiltersState {
  filters: CareerFilters;
  /** Sets one group's chosen ids; the address changes, so a reload or a shared link shows the same. */
  choose: (group: FilterGroup, ids: readonly string[]) => void;
  /** Removes every choice. */
  clear: () => void;
}

/**
 * The careers filters, kept in the page's address (SPEC §2: `companies`, `locations`, `workfields`,
 * comma-separated ids). Each change adds a history entry, so Back undoes it; ids the options do not
 * know are ignored. Read through the site's navigation, so stories and tests need no real address.
 */
export function useCareerFilters(
  options: Readonly<Record<FilterGroup, readonly FilterOption[]>>,
): CareerFiltersState {
  const { navigation } = useSite();
  const href = useHref();
  const filters = useMemo(() => filtersFromQuery(new URL(href).searchParams, options), [href, options]);
  return {
    filters,
    choose: (group, ids) => navigation.setParams(filtersToQuery({ ...filters, [group]: ids })),
    clear: () => navigation.setParams({ companies: null, locations: null, workfields: null }),
  };
}
