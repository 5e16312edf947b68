import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  currentGroupIndex,
  HOME_CRUMB,
  normalPath,
  placeInNavigation,
} from './breadcrumbs';
import { type ChromeGroup, parseChromeResponse } from './chrome';
import chromeFile from './site-chrome.json';

const NAVIGATION: ChromeGroup[] = [
  {
    label: 'Vozidla',
    links: [
      { label: 'Pojištění vozidel', url: '/pojisteni-vozidel' },
      { label: 'Pojištění auta', url: '/auto' },
      { label: 'Sjednat online', url: '/auto/autosjednavac' },
    ],
  },
  {
    label: 'O nás',
    links: [
      { label: 'O společnosti', url: '/o-nas' },
      { label: 'Kariéra', url: '/kariera/' },
      { label: 'Partner', url: 'https://partner.example/kariera' },
    ],
  },
  { label: 'Pomoc', links: [{ label: 'Ozvěte se mi', url: '/pomoc#ozvete-se-mi' }] },
];

describe('breadcrumb trail', () => {
  it('is empty on the home page, whatever its path looks like', () => {
    for (const path of ['/', '', '//', '/?x=1'])
      expect(breadcrumbTrail(NAVIGATION, path, 'Úvod')).toEqual([]);
  });

  it('leads through the page’s group, whose step goes to the group’s first page', () => {
    expect(breadcrumbTrail(NAVIGATION, '/auto', 'Pojištění auta')).toEqual([
      HOME_CRUMB,
      { name: 'Vozidla', path: '/pojisteni-vozidel' },
      { name: 'Pojištění auta', path: '/auto' },
    ]);
    // A nested page that has its own link: the group, not its ancestor /auto.
    expect(breadcrumbTrail(NAVIGATION, '/auto/autosjednavac/', 'Online sjednání')).toEqual([
      HOME_CRUMB,
      { name: 'Vozidla', path: '/pojisteni-vozidel' },
      { name: 'Online sjednání', path: '/auto/autosjednavac' },
    ]);
  });

  it('leaves the group’s step out on the group’s first page (it would lead to the page itself)', () => {
    expect(breadcrumbTrail(NAVIGATION, '/pojisteni-vozidel', 'Pojištění vozidel')).toEqual([
      HOME_CRUMB,
      { name: 'Pojištění vozidel', path: '/pojisteni-vozidel' },
    ]);
  });

  it('places a page the menu does not name under its nearest ancestor’s link', () => {
    expect(breadcrumbTrail(NAVIGATION, '/kariera/vyvojar-123', 'Vývojář')).toEqual([
      HOME_CRUMB,
      { name: 'O nás', path: '/o-nas' },
      { name: 'Kariéra', path: '/kariera' },
      { name: 'Vývojář', path: '/kariera/vyvojar-123' },
    ]);
  });

  it('falls back to Úvod → the page for a page outside the navigation; another site’s link never places one', () => {
    expect(breadcrumbTrail(NAVIGATION, '/stiznosti', 'Stížnosti')).toEqual([
      HOME_CRUMB,
      { name: 'Stížnosti', path: '/stiznosti' },
    ]);
    expect(placeInNavigation(NAVIGATION, '/kariera-jinde')).toBeNull();
    expect(breadcrumbTrail([], '/o-nas', 'O nás')).toEqual([HOME_CRUMB, { name: 'O nás', path: '/o-nas' }]);
  });

  it('compares paths without their query, fragment and trailing slash', () => {
    expect(normalPath('/pomoc#ozvete-se-mi')).toBe('/pomoc');
    expect(normalPath('/kariera/?strana=2')).toBe('/kariera');
    expect(currentGroupIndex(NAVIGATION, '/pomoc')).toBe(2);
    expect(currentGroupIndex(NAVIGATION, '/kariera/')).toBe(1);
    expect(currentGroupIndex(NAVIGATION, '/neco')).toBe(-1);
  });

  const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);
  const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
  const navigation = fc.array(
    fc.record({
      label: fc.string({ minLength: 1, maxLength: 12 }),
      links: fc.array(fc.record({ label: fc.string({ minLength: 1, maxLength: 12 }), url: path }), {
        minLength: 1,
        maxLength: 5,
      }),
    }),
    { maxLength: 6 },
  );

  it('always starts at Úvod, ends at the page, and never repeats or skips an address (property)', () => {
    fc.assert(
      fc.property(navigation, path, fc.string({ minLength: 1 }), (groups, here, title) => {
        const trail = breadcrumbTrail(groups, here, title);
        expect(trail[0]).toEqual(HOME_CRUMB);
        expect(trail.at(-1)).toEqual({ name: title, path: here });
        expect(trail.length).toBeGreaterThanOrEqual(2);
        expect(trail.length).toBeLessThanOrEqual(4);
        expect(new Set(trail.map((crumb) => crumb.path)).size).toBe(trail.length);
        // Every step between Úvod and the page is one the navigation links to.
        const linked = new Set(groups.flatMap((group) => group.links.map((link) => normalPath(link.url))));
        for (const crumb of trail.slice(1, -1)) expect(linked.has(crumb.path)).toBe(true);
      }),
    );
  });

  it('puts a page the navigation links to in the first group that does (property)', () => {
    fc.assert(
      fc.property(navigation, fc.nat(), (groups, pick) => {
        const links = groups.flatMap((group) => group.links);
        fc.pre(links.length > 0);
        const target = links[pick % links.length]?.url ?? '/';
        const expected = groups.findIndex((group) => group.links.some((link) => link.url === target));
        expect(currentGroupIndex(groups, target)).toBe(expected);
      }),
    );
  });

  it('gives schema.org BreadcrumbList items with positions from 1 and absolute addresses', () => {
    const trail = breadcrumbTrail(NAVIGATION, '/auto', 'Pojištění auta');
    expect(breadcrumbJsonLd(trail, 'https://www.horizont.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Úvod', item: 'https://www.horizont.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Vozidla',
          item: 'https://www.horizont.example/pojisteni-vozidel',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Pojištění auta',
          item: 'https://www.horizont.example/auto',
        },
      ],
    });
  });
});

describe('the shipped navigation (site-chrome.json, which Strapi seeds from)', () => {
  const chrome = parseChromeResponse(chromeFile);

  it('has the product groups, claims and help, each with its pages, and the two header actions', () => {
    expect(chrome.navigation.map((group) => group.label)).toEqual([
      'Vozidla',
      'Majetek',
      'Cestování',
      'Odpovědnost',
      'Škody',
      'Pomoc a kontakty',
      'O nás',
    ]);
    for (const group of chrome.navigation) expect(group.links.length, group.label).toBeGreaterThan(0);
    expect(chrome.headerActions.map((link) => link.label)).toEqual(['Nahlásit škodu', 'Ozvěte se mi']);
  });

  it('links every page to an address once, and only within the site', () => {
    const urls = chrome.navigation.flatMap((group) => group.links.map((link) => link.url));
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^\/[a-z0-9/-]*$/);
  });
});
