/**
 * A request's body as UTF-8 text, or `null` once it passes `limit` bytes: the rest is not read, so a
 * large body is refused before it is all in memory. A declared `Content-Length` over the limit is
 * refused without reading. Used by the site's endpoints that take a body (the CMS's messages, the
 * visitors' beacons).
 */
export async function readBodyAtMost(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
