import type { JobPosition } from '@insurance-web/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CareerFilters,
  cardBadges,
  FILTER_GROUPS,
  filterOptions,
  filterPositions,
  filtersFromQuery,
  filtersToQuery,
  findOpenPosition,
  matchesFilters,
  NO_FILTERS,
  openPositions,
  toCareerPosition,
} from './careerPositions.js';

const job = (
  id: number,
  company: number,
  location: number,
  field: number,
  extra: Partial<JobPosition> = {},
) => ({
  job_id: id,
  title: `Pozice ${id}`,
  confidential: false,
  filterlist: [
    { group: 'company', id: company, name: `Firma ${company}` },
    { group: 'location', id: location, name: `Lokalita ${location}` },
  ],
  workfields: [{ id: field, name: `Obor ${field}` }],
  employment: { name: 'Plný úvazek' },
  ...extra,
});

const feed: JobPosition[] = [
  job(1, 1, 10, 100),
  job(2, 1, 11, 200),
  job(3, 2, 10, 300),
  job(4, 2, 12, 100),
  job(5, 1, 10, 200, { confidential: true }),
];

describe('the open positions', () => {
  it('hides confidential positions and shows the card’s texts', () => {
    const positions = openPositions(feed);
    expect(positions.map((position) => position.id)).toEqual(['1', '2', '3', '4']);
    expect(positions[0]).toMatchObject({
      title: 'Pozice 1',
      company: 'Firma 1',
      badges: ['Lokalita 10', 'Obor 100', 'Plný úvazek'],
    });
  });

  it('skips positions without an id or a title, and a position given twice', () => {
    expect(toCareerPosition({ job_id: '', title: 'Bez čísla' })).toBeNull();
    expect(toCareerPosition({ job_id: 9, title: '  ' })).toBeNull();
    expect(openPositions([job(1, 1, 10, 100), job(1, 2, 11, 200)])).toHaveLength(1);
  });

  it('finds an open position for its detail page, never a confidential or unknown one', () => {
    expect(findOpenPosition(feed, '3')).toMatchObject({ id: '3', title: 'Pozice 3' });
    expect(findOpenPosition(feed, '5')).toBeNull();
    expect(findOpenPosition(feed, '999')).toBeNull();
  });

  it('takes an option’s originalId when it has no id', () => {
    const position = toCareerPosition({
      job_id: 7,
      title: 'Analytik',
      filterlist: [{ group: 'location', originalId: 'praha', name: 'Praha' }],
    });
    expect(position?.locations).toEqual([{ id: 'praha', name: 'Praha' }]);
    expect(position?.company).toBeNull();
  });

  it('never throws and never shows a confidential position, whatever the feed holds', () => {
    const item = fc.record({ job_id: fc.nat({ max: 20 }), title: fc.string(), confidential: fc.boolean() });
    fc.assert(
      fc.property(fc.array(fc.oneof(item, fc.anything())), (items) => {
        const positions = openPositions(items as JobPosition[]);
        // Every position shown stands in the feed under its id without the confidential flag.
        const open = new Set(
          items.flatMap((candidate) => {
            if (typeof candidate !== 'object' || candidate === null) return [];
            const { job_id, confidential } = candidate as Record<string, unknown>;
            return confidential === true ? [] : [String(job_id)];
          }),
        );
        for (const position of positions) expect(open.has(position.id)).toBe(true);
      }),
    );
  });
});

describe('the filters', () => {
  const positions = openPositions(feed);
  const options = filterOptions(positions);

  it('offers each group’s choices from the open positions, in Czech order', () => {
    expect(options.companies).toEqual([
      { id: '1', name: 'Firma 1' },
      { id: '2', name: 'Firma 2' },
    ]);
    expect(options.locations.map((option) => option.id)).toEqual(['10', '11', '12']);
    expect(options.workfields.map((option) => option.id)).toEqual(['100', '200', '300']);
  });

  it('combines groups with AND and choices within a group with OR', () => {
    const ids = (filters: CareerFilters) =>
      filterPositions(positions, filters).map((position) => position.id);
    expect(ids(NO_FILTERS)).toEqual(['1', '2', '3', '4']);
    expect(ids({ ...NO_FILTERS, locations: ['10', '11'] })).toEqual(['1', '2', '3']);
    expect(ids({ ...NO_FILTERS, locations: ['10', '11'], companies: ['2'] })).toEqual(['3']);
    expect(ids({ ...NO_FILTERS, workfields: ['200'], companies: ['2'] })).toEqual([]);
  });

  const filtersArb = fc.record({
    companies: fc.subarray(options.companies.map((option) => option.id)),
    locations: fc.subarray(options.locations.map((option) => option.id)),
    workfields: fc.subarray(options.workfields.map((option) => option.id)),
  });

  it('another choice in a group never hides a position; a choice in another group never adds one', () => {
    fc.assert(
      fc.property(filtersArb, fc.constantFrom(...FILTER_GROUPS), fc.nat(), (filters, group, pick) => {
        const all = options[group].map((option) => option.id);
        const extra = all[pick % all.length] as string;
        const wider = { ...filters, [group]: [...new Set([...filters[group], extra])] };
        const before = filterPositions(positions, filters);
        const after = filterPositions(positions, wider);
        if (filters[group].length > 0) for (const position of before) expect(after).toContain(position);
        else for (const position of after) expect(before).toContain(position);
      }),
    );
  });

  it('matches a position exactly when every chosen group shares an id with it', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        for (const position of positions) {
          const expected = FILTER_GROUPS.every(
            (group) =>
              filters[group].length === 0 || position[group].some((o) => filters[group].includes(o.id)),
          );
          expect(matchesFilters(position, filters)).toBe(expected);
        }
      }),
    );
  });

  it('keeps the filters in the address and reads them back; unknown ids are ignored', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const query = new URLSearchParams();
        for (const [group, value] of Object.entries(filtersToQuery(filters)))
          if (value) query.set(group, value);
        expect(filtersFromQuery(query, options)).toEqual(filters);
      }),
    );
    const shared = new URLSearchParams('companies=2,99&locations=10,10,abc&workfields=');
    expect(filtersFromQuery(shared, options)).toEqual({
      companies: ['2'],
      locations: ['10'],
      workfields: [],
    });
  });
});

describe('the card’s badges', () => {
  it('shows all when fewer than five, else three and the number of the others', () => {
    expect(cardBadges(['a', 'b', 'c', 'd'], false)).toEqual({ shown: ['a', 'b', 'c', 'd'], hidden: 0 });
    expect(cardBadges(['a', 'b', 'c', 'd', 'e', 'f'], false)).toEqual({ shown: ['a', 'b', 'c'], hidden: 3 });
    expect(cardBadges(['a', 'b', 'c', 'd', 'e'], true)).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      hidden: 0,
    });
  });

  it('never loses a badge', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.boolean(), (badges, expanded) => {
        const { shown, hidden } = cardBadges(badges, expanded);
        expect(shown.length + hidden).toBe(badges.length);
        expect(shown).toEqual(badges.slice(0, shown.length));
        expect(shown.length).toBe(expanded || badges.length < 5 ? badges.length : 3);
      }),
    );
  });
});
