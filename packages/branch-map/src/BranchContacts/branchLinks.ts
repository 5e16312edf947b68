import type { Branch } from './branches.js';

/**
 * A route to a place in the visitor's own maps (SPEC §2 item 3: "a navigate button to a maps link"):
 * Google Maps' documented directions URL, which opens the maps app on a phone. Only coordinates go
 * into it, nothing about the visitor.
 */
export function navigationUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/**
 * schema.org `AutomotiveBusiness` (a `LocalBusiness`: the branches are car centres of the group) for
 * one branch, for the server HTML: name, address, position, contacts, opening hours and the page
 * that shows it. No `aggregateRating`: the content has a score but no count of ratings, without
 * which search engines reject it.
 */
export function branchJsonLd(branch: Branch, pageUrl: string): Record<string, unknown> {
  // The page's canonical address (no query): `?pobocka=` shows the same page, and search engines
  // treat it as a duplicate of the canonical one. Each branch is a fragment of it.
  const page = new URL(pageUrl);
  page.search = '';
  page.hash = '';
  return {
    '@context': 'https://schema.org',
    '@type': 'AutomotiveBusiness',
    '@id': `${page.href}#pobocka-${branch.slug}`,
    name: branch.name,
    url: page.href,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [branch.street, branch.houseNumber].filter(Boolean).join(' '),
      addressLocality: branch.city,
      ...(branch.zip ? { postalCode: branch.zip } : {}),
      addressCountry: 'CZ',
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude },
    ...(branch.email ? { email: branch.email } : {}),
    ...(branch.phone ? { telephone: branch.phone } : {}),
    openingHoursSpecification: branch.slots.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[slot.dow - 1]}`,
      opens: slot.open,
      closes: slot.close,
    })),
  };
}
