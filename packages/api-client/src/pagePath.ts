/**
 * Whether a page's path contains a marker: the one rule behind SPEC §2's page markers (the call-back
 * kind, the casco flag, the claims link, the travel app's QR code, the cancellation banner, the price
 * quote event). Only the path counts, never the host, query or hash, so a campaign parameter such as
 * `?utm_campaign=auto` switches nothing; and case does not count, because visitors and editors write
 * `/Hlaseni-Skody` as often as `/hlaseni-skody`. Takes a full URL or a path; an address that cannot be
 * read has no marker.
 */
export function pathHasMarker(pageUrl: string, marker: string): boolean {
  if (marker === '') return false;
  let path: string;
  try {
    path = new URL(pageUrl, 'https://relative.invalid').pathname;
  } catch {
    return false;
  }
  return path.toLowerCase().includes(marker.toLowerCase());
}
