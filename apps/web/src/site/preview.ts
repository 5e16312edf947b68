/**
 * An editors' preview build (`CONTENT_PREVIEW=1`): a section left out for its data shows a notice
 * naming the block and the fields to fix. The published site shows nothing there.
 */
export function isPreview(env: Record<string, string | undefined> = process.env): boolean {
  return env.CONTENT_PREVIEW === '1';
}
