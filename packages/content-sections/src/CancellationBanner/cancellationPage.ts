import { pathHasMarker } from '@insurance-web/api-client';

/** The two cancellation links of SPEC §7: a contract, or a pending change of one. */
export type CancellationKind = 'contract' | 'change';

/** What the page's path contains on each link's page (SPEC §2). */
export const CANCELLATION_PAGE_MARKERS: Readonly<Record<CancellationKind, string>> = {
  contract: 'zruseni-smlouvy',
  change: 'zruseni-zmeny',
};

const KINDS: readonly CancellationKind[] = ['contract', 'change'];

/**
 * Which cancel buttons a page offers: the contract's on a `zruseni-smlouvy` page, the change's on a
 * `zruseni-zmeny` page (both where the path has both), none elsewhere. Only the path counts, so a
 * query like `?next=zruseni-smlouvy` activates nothing.
 */
export function cancellationKinds(url: string): CancellationKind[] {
  return KINDS.filter((kind) => pathHasMarker(url, CANCELLATION_PAGE_MARKERS[kind]));
}

/** Whether the page is a cancellation link's page (its responses then send no Referer and are not cached). */
export function isCancellationPage(url: string): boolean {
  return cancellationKinds(url).length > 0;
}

/** A token longer than this is not one of ours: the link is treated as incomplete. */
const MAX_TOKEN_LENGTH = 1024;

/** The link's secret `token` (SPEC §2), or `null` when the address has none, an empty one or a broken one. */
export function tokenFromUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const token = url.searchParams.get('token')?.trim() ?? '';
  return token === '' || token.length > MAX_TOKEN_LENGTH ? null : token;
}
