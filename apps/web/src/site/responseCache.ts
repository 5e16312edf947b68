/**
 * Answers kept in memory, least recently used out first, up to `limitBytes` of bodies: for the image
 * endpoint, which otherwise resizes and encodes with sharp on every request (80–300 ms for a hero
 * picture here, on the path of a first visit's largest paint). A CDN in front keeps them too; this is
 * for a server without one, and for its first visitors after a deploy. Only `200` answers are kept;
 * the same address asked for twice at once is produced once.
 */
export function responseCache(limitBytes: number) {
  interface Entry {
    body: Uint8Array<ArrayBuffer>;
    headers: [string, string][];
  }
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | Response>>();
  let bytes = 0;

  const keep = (key: string, entry: Entry) => {
    if (entry.body.byteLength > limitBytes) return;
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= limitBytes) break;
      entries.delete(oldestKey);
      bytes -= oldest.body.byteLength;
    }
  };
  const answer = (entry: Entry) => new Response(entry.body.slice(), { status: 200, headers: entry.headers });

  return {
    /** The answer for `key`: from memory, or `produce`d (and kept, if it is a `200`). */
    async get(key: string, produce: () => Promise<Response>): Promise<Response> {
      const hit = entries.get(key);
      if (hit) {
        // Most recently used: to the end of the Map's order.
        entries.delete(key);
        entries.set(key, hit);
        return answer(hit);
      }
      let waiting = pending.get(key);
      if (!waiting) {
        waiting = produce().then(async (response) => {
          if (response.status !== 200) return response;
          const entry = {
            body: new Uint8Array(await response.arrayBuffer()),
            headers: [...response.headers],
          };
          keep(key, entry);
          return entry;
        });
        pending.set(key, waiting);
        waiting.finally(() => pending.delete(key)).catch(() => {});
      }
      const result = await waiting;
      return result instanceof Response ? result.clone() : answer(result);
    },
    /** Bytes of bodies held. */
    get bytes() {
      return bytes;
    },
  };
}
