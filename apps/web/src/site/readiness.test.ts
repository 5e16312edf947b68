import { register } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { embeddedSource, strapiSource } from '../content/source';
import { liveness, readiness } from './readiness';

const CMS = 'http://10.9.8.7:1337';
const chrome = { data: { groups: [], actions: [], columns: [], note: null } };

/** Strapi as the site sees it: `state.up` decides whether it answers, `calls` counts its requests. */
function strapi(state: { up: boolean | 'hanging' | 'error'; calls: number }) {
  return vi.fn(async (_url: string, init?: RequestInit) => {
    state.calls++;
    if (state.up === 'hanging') {
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    if (state.up === 'error') return new Response('{"error":"db"}', { status: 500 });
    if (!state.up) throw new TypeError(`fetch failed: connect ECONNREFUSED ${CMS}`);
    return new Response(JSON.stringify(chrome));
  });
}

async function answer(response: Response) {
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  };
}

const metric = async (name: string) =>
  (await register.getSingleMetric(name)?.get())?.values.reduce((sum, value) => sum + value.value, 0);

describe('/readyz: the instance can render a page', () => {
  it('is ready when Strapi answers, with the build id and where the content came from', async () => {
    const state = { up: true as boolean | 'hanging' | 'error', calls: 0 };
    const source = strapiSource(CMS, { fetch: strapi(state), now: () => 0 });
    expect(await answer(await readiness(source, { build: 'b-1' }))).toEqual({
      status: 200,
      cache: 'no-store',
      body: { ready: true, build: 'b-1', content: 'strapi' },
    });
    expect(await metric('site_ready')).toBe(1);
  });

  it('is not ready when Strapi cannot be reached and nothing is cached: a short reason, no address', async () => {
    const state = { up: false as boolean | 'hanging' | 'error', calls: 0 };
    const response = await answer(
      await readiness(strapiSource(CMS, { fetch: strapi(state) }), { build: 'b-1' }),
    );
    expect(response).toEqual({
      status: 503,
      cache: 'no-store',
      body: { ready: false, build: 'b-1', reason: 'the content source is unreachable' },
    });
    expect(JSON.stringify(response.body)).not.toContain('10.9.8.7');
    expect(await metric('site_ready')).toBe(0);
  });

  it('stays ready on a fresh cached copy without asking Strapi, and not once the copy has expired', async () => {
    let time = 0;
    const state = { up: true as boolean | 'hanging' | 'error', calls: 0 };
    const source = strapiSource(CMS, { fetch: strapi(state), cacheTtlMs: 1000, now: () => time });
    await source.getChrome();
    const asked = state.calls;
    state.up = false;
    time = 999;
    expect((await answer(await readiness(source))).body).toMatchObject({ ready: true, content: 'cached' });
    expect(state.calls).toBe(asked);
    time = 1000;
    expect((await answer(await readiness(source))).status).toBe(503);
  });

  it('comes back by itself once Strapi answers again (a failure is not kept)', async () => {
    const state = { up: false as boolean | 'hanging' | 'error', calls: 0 };
    const source = strapiSource(CMS, { fetch: strapi(state), now: () => 0 });
    expect((await readiness(source)).status).toBe(503);
    state.up = true;
    expect((await answer(await readiness(source))).body).toMatchObject({ ready: true, content: 'strapi' });
  });

  it('answers within its own time when Strapi hangs, and says so; an error status is a reason too', async () => {
    const state = { up: 'hanging' as boolean | 'hanging' | 'error', calls: 0 };
    const source = strapiSource(CMS, { fetch: strapi(state), timeoutMs: 5000, now: () => 0 });
    const started = performance.now();
    const late = await answer(await readiness(source, { timeoutMs: 50 }));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(late).toMatchObject({
      status: 503,
      body: { ready: false, reason: 'the content source did not answer within 50 ms' },
    });
    state.up = 'error';
    const failing = strapiSource(CMS, { fetch: strapi(state), now: () => 0 });
    expect((await answer(await readiness(failing))).body.reason).toBe(
      'the content source answered with an error',
    );
  });

  it('is always ready on the embedded pages, which need no CMS', async () => {
    expect((await answer(await readiness(embeddedSource({}), { build: 'b-2' }))).body).toEqual({
      ready: true,
      build: 'b-2',
      content: 'embedded',
    });
  });
});

describe('/healthz: the process answers', () => {
  it('answers 200, kept by no cache, and asks the content source nothing', async () => {
    expect(await answer(liveness())).toEqual({ status: 200, cache: 'no-store', body: { live: true } });
  });
});

describe('what the content source counts', () => {
  it('counts hits, misses and Strapi errors by kind, and a change that no message announced', async () => {
    const before = {
      hits: await metric('site_content_cache_lookups_total'),
      errors: await metric('site_strapi_fetch_errors_total'),
      unannounced: (await metric('site_content_changed_unannounced_total')) ?? 0,
    };
    let time = 0;
    let note = 'první';
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ data: { ...chrome.data, note } })));
    const source = strapiSource(CMS, { fetch: fetchImpl, cacheTtlMs: 1000, now: () => time });
    await source.getChrome();
    await source.getChrome();
    expect((await metric('site_content_cache_lookups_total')) ?? 0).toBe((before.hits ?? 0) + 4);
    // Changed in Strapi, announced: the copy is dropped, nothing to count.
    await source.invalidate({ all: true });
    note = 'druhá';
    await source.getChrome();
    expect(await metric('site_content_changed_unannounced_total')).toBe(before.unannounced);
    // Changed in Strapi, not announced: seen only when the copies (the navigation's and the
    // footer's, both with the note here) expire.
    note = 'třetí';
    time = 1000;
    await source.getChrome();
    await vi.waitFor(async () =>
      expect(await metric('site_content_changed_unannounced_total')).toBe(before.unannounced + 2),
    );
    // Expired and the same: nothing changed.
    time = 2000;
    await source.getChrome();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await metric('site_content_changed_unannounced_total')).toBe(before.unannounced + 2);
    await readiness(strapiSource(CMS, { fetch: strapi({ up: false, calls: 0 }) }));
    expect(await metric('site_strapi_fetch_errors_total')).toBe((before.errors ?? 0) + 2);
  });
});
