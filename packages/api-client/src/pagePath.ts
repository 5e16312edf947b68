/**
 * The path of a page's URL (or of a path), in lower case: never its query, hash or host. SPEC §2's
 * page markers (the call-back kind, the casco flag) are read from the page's path only, so a campaign
 * parameter such as `?utm_campaign=auto` cannot switch them.
 */
export function pagePath(url: string): string {
  try {
    return new URL(url, 'https://relative.invalid').pathname.toLowerCase();
  } catch {
    return '';
  }
}
