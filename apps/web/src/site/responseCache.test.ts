import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { responseCache } from './responseCache';

const image = (bytes: number, headers: Record<string, string> = { 'Content-Type': 'image/webp' }) =>
  new Response(new Uint8Array(bytes).fill(7), { headers });

describe('responseCache (the image endpoint’s memory)', () => {
  it('answers an address again from memory, with the same body and headers', async () => {
    const cache = responseCache(1000);
    const produce = vi.fn(async () =>
      image(100, { 'Content-Type': 'image/webp', 'Cache-Control': 'public' }),
    );
    const first = await cache.get('?w=640', produce);
    const second = await cache.get('?w=640', produce);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(new Uint8Array(100).fill(7));
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array(100).fill(7));
    expect(second.headers.get('content-type')).toBe('image/webp');
    expect(second.headers.get('cache-control')).toBe('public');
  });

  it('produces an address asked for twice at once only once', async () => {
    const cache = responseCache(1000);
    const produce = vi.fn(async () => image(10));
    const [a, b] = await Promise.all([cache.get('?a', produce), cache.get('?a', produce)]);
    expect(produce).toHaveBeenCalledTimes(1);
    expect((await a.arrayBuffer()).byteLength).toBe(10);
    expect((await b.arrayBuffer()).byteLength).toBe(10);
  });

  it('keeps no failure: a 404 or a 500 is produced again next time', async () => {
    const cache = responseCache(1000);
    const produce = vi.fn(async () => new Response('Not Found', { status: 404 }));
    expect((await cache.get('?x', produce)).status).toBe(404);
    expect((await cache.get('?x', produce)).status).toBe(404);
    expect(produce).toHaveBeenCalledTimes(2);
    expect(cache.bytes).toBe(0);
  });

  it('lets the least recently used go first when full', async () => {
    const cache = responseCache(250);
    const produce = vi.fn(async () => image(100));
    await cache.get('?a', produce);
    await cache.get('?b', produce);
    await cache.get('?a', produce); // a used again: b is now the oldest
    await cache.get('?c', produce); // 300 bytes: b goes
    expect(produce).toHaveBeenCalledTimes(3);
    await cache.get('?a', produce);
    await cache.get('?c', produce);
    expect(produce).toHaveBeenCalledTimes(3);
    await cache.get('?b', produce);
    expect(produce).toHaveBeenCalledTimes(4);
  });

  it('never holds more than its limit, whatever is asked for (fuzzed)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 500 }),
        fc.array(fc.tuple(fc.constantFrom('?a', '?b', '?c', '?d', '?e'), fc.integer({ min: 0, max: 600 })), {
          maxLength: 30,
        }),
        async (limit, requests) => {
          const cache = responseCache(limit);
          for (const [key, size] of requests) {
            const response = await cache.get(key, async () => image(size));
            expect(response.status).toBe(200);
            expect(cache.bytes).toBeLessThanOrEqual(limit);
          }
        },
      ),
    );
  });
});
