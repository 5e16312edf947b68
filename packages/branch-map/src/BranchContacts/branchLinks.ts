import { type Branch, branchPlace, type DepartmentKind } from './branches.js';

/**
 * A route to a place in the visitor's own maps (SPEC §2 item 3: "a navigate button to a maps link"):
 * Google Maps' documented directions URL, which opens the maps app on a phone. Only coordinates go
 * into it, nothing about the visitor.
 */
export function navigationUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** A department's schema.org type, and its name as the cards and the detail say it (`Servis Praha Černý Most`). */
export const DEPARTMENTS: Record<DepartmentKind, { type: string; name: string }> = {
  servis: { type: 'AutoRepair', name: 'Servis' },
  prodej: { type: 'AutoDealer', name: 'Prodej vozů' },
};

/** `Servis Praha Černý Most`: a department's name on its card and in structured data. */
export function departmentName(branch: Pick<Branch, 'name'>, kind: DepartmentKind): string {
  return `${DEPARTMENTS[kind].name} ${branchPlace(branch)}`;
}

/**
 * schema.org `AutomotiveBusiness` (a `LocalBusiness`: the branches are car centres of the group) for
 * one branch, for the server HTML: name, address, position, contacts, opening hours, the page that
 * shows it, and its departments (`AutoRepair`, `AutoDealer`) with their own lines at the same
 * address and hours. No `aggregateRating`: the content has a score but no count of ratings, without
 * which search engines reject it.
 */
export function branchJsonLd(branch: Branch, pageUrl: string): Record<string, unknown> {
  // The page's canonical address (no query): `?pobocka=` shows the same page, and search engines
  // treat it as a duplicate of the canonical one. Each branch is a fragment of it.
  const page = new URL(pageUrl);
  page.search = '';
  page.hash = '';
  const address = {
    '@type': 'PostalAddress',
    streetAddress: [branch.street, branch.houseNumber].filter(Boolean).join(' '),
    addressLocality: branch.city,
    ...(branch.zip ? { postalCode: branch.zip } : {}),
    addressCountry: 'CZ',
  };
  const openingHoursSpecification = branch.slots.map((slot) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `https://schema.org/${DAY_NAMES[slot.dow - 1]}`,
    opens: slot.open,
    closes: slot.close,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'AutomotiveBusiness',
    '@id': `${page.href}#pobocka-${branch.slug}`,
    name: branch.name,
    url: page.href,
    address,
    geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude },
    ...(branch.email ? { email: branch.email } : {}),
    ...(branch.phone ? { telephone: branch.phone } : {}),
    openingHoursSpecification,
    ...(branch.departments.length > 0
      ? {
          department: branch.departments.map((department) => ({
            '@type': DEPARTMENTS[department.kind].type,
            name: departmentName(branch, department.kind),
            address,
            ...(department.email ? { email: department.email } : {}),
            ...(department.phone ? { telephone: department.phone } : {}),
            openingHoursSpecification,
          })),
        }
      : {}),
  };
}
