import { register } from 'prom-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closedOrigin, closeFakeVarnishes, fakeVarnish } from '../../test/fakeVarnish';
import type { ContentChange, ContentSource, Invalidation } from '../content/source';
import { ALL as route } from '../pages/api/cms-changes';
import type { SearchRefresh, SiteSearch } from '../search/siteSearch';
import {
  CMS_CHANGES_PATH,
  contentChangeSchema,
  handleCmsChanges,
  isRevalidateAuthorization,
  MAX_CHANGED_PATHS,
  revalidateSecret,
} from './cmsChanges';
import { SITEMAP_PATH } from './varnishPurge';

const SECRET = 'zmeny-z-cms-pro-web-2026-x';

/** A source that records what it is told to forget and answers as a Strapi source would. */
function recordingSource() {
  const changes: ContentChange[] = [];
  const source = {
    invalidate: vi.fn(async (change: ContentChange): Promise<Invalidation> => {
      changes.push(change);
      return 'all' in change
        ? { all: true, paths: [], pageList: true, answers: 7 }
        : { all: false, paths: change.paths, pageList: true, answers: 2 };
    }),
  } as unknown as ContentSource & { invalidate: ReturnType<typeof vi.fn> };
  return { source, changes };
}

const post = (body: string, init: { authorization?: string; method?: string; headers?: HeadersInit } = {}) =>
  new Request(`https://www.horizont.example${CMS_CHANGES_PATH}`, {
    method: init.method ?? 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(init.authorization === undefined ? { Authorization: `Bearer ${SECRET}` } : {}),
      ...(init.authorization ? { Authorization: init.authorization } : {}),
      ...init.headers,
    },
    body: init.method && init.method !== 'POST' ? undefined : body,
  });

describe('the purge endpoint’s secret', () => {
  it('exists only with a secret of 24 characters or more', () => {
    expect(revalidateSecret({})).toBeUndefined();
    expect(revalidateSecret({ CMS_REVALIDATE_SECRET: 'kratke-tajemstvi' })).toBeUndefined();
    expect(revalidateSecret({ CMS_REVALIDATE_SECRET: `  ${SECRET}  ` })).toBe(SECRET);
  });

  it('takes `Bearer <secret>` only, the scheme in any case', () => {
    expect(isRevalidateAuthorization(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(isRevalidateAuthorization(`bearer ${SECRET}`, SECRET)).toBe(true);
    expect(isRevalidateAuthorization(`Bearer ${SECRET}x`, SECRET)).toBe(false);
    expect(isRevalidateAuthorization(`Bearer ${SECRET.slice(0, -1)}`, SECRET)).toBe(false);
    expect(isRevalidateAuthorization(SECRET, SECRET)).toBe(false);
    expect(isRevalidateAuthorization(`Basic ${SECRET}`, SECRET)).toBe(false);
    expect(isRevalidateAuthorization('Bearer ', SECRET)).toBe(false);
    expect(isRevalidateAuthorization(null, SECRET)).toBe(false);
  });
});

describe('the message’s shape', () => {
  const valid = (body: unknown) => contentChangeSchema.safeParse(body).success;

  it('is a list of site paths or everything', () => {
    expect(valid({ paths: ['/o-nas', '/'] })).toBe(true);
    expect(valid({ paths: ['/auto/autosjednavac'] })).toBe(true);
    expect(valid({ all: true })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(valid({})).toBe(false);
    expect(valid({ paths: [] })).toBe(false);
    expect(valid({ all: false })).toBe(false);
    expect(valid({ paths: ['/o-nas'], all: true })).toBe(false);
    expect(valid({ paths: ['/o-nas'], extra: 1 })).toBe(false);
    expect(valid({ paths: ['o-nas'] })).toBe(false);
    expect(valid({ paths: ['//evil.example/o-nas'] })).toBe(false);
    expect(valid({ paths: ['https://evil.example/'] })).toBe(false);
    expect(valid({ paths: ['/o-nas?x=1'] })).toBe(false);
    expect(valid({ paths: ['/o nas'] })).toBe(false);
    expect(valid({ paths: [1] })).toBe(false);
    expect(valid({ paths: Array.from({ length: MAX_CHANGED_PATHS }, (_, i) => `/p${i}`) })).toBe(true);
    expect(valid({ paths: Array.from({ length: MAX_CHANGED_PATHS + 1 }, (_, i) => `/p${i}`) })).toBe(false);
    expect(valid({ paths: [`/${'a'.repeat(1000)}`] })).toBe(false);
  });
});

describe('POST /api/cms-changes', () => {
  it('drops the pages it is told and answers what it dropped, never cached', async () => {
    const { source, changes } = recordingSource();
    const response = await handleCmsChanges(post('{"paths":["/o-nas","/"]}'), { secret: SECRET, source });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      dropped: { all: false, paths: ['/o-nas', '/'], pageList: true, answers: 2 },
    });
    expect(changes).toEqual([{ paths: ['/o-nas', '/'] }]);
  });

  it('drops everything for a change of the navigation or footer', async () => {
    const { source, changes } = recordingSource();
    const response = await handleCmsChanges(post('{"all":true}'), { secret: SECRET, source });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { dropped: Invalidation }).dropped.all).toBe(true);
    expect(changes).toEqual([{ all: true }]);
  });

  it('does not exist without a secret, whatever is sent', async () => {
    const { source } = recordingSource();
    for (const request of [post('{"all":true}'), post('', { method: 'GET' })]) {
      const response = await handleCmsChanges(request, { secret: undefined, source });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(source.invalidate).not.toHaveBeenCalled();
  });

  it('refuses other methods with 405 and Allow: POST', async () => {
    const { source } = recordingSource();
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE']) {
      const response = await handleCmsChanges(post('', { method }), { secret: SECRET, source });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
    expect(source.invalidate).not.toHaveBeenCalled();
  });

  it('refuses a missing or wrong secret with 401, before reading the body', async () => {
    const { source } = recordingSource();
    for (const authorization of ['', `Bearer ${SECRET}-jine`, `Basic ${SECRET}`]) {
      const response = await handleCmsChanges(post('není JSON', { authorization }), {
        secret: SECRET,
        source,
      });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(source.invalidate).not.toHaveBeenCalled();
  });

  it('refuses a malformed body with 400 in Czech, and drops nothing', async () => {
    const { source } = recordingSource();
    for (const body of ['', 'není JSON', '[]', '{"paths":"/o-nas"}', '{"paths":["o-nas"]}', '{"all":1}']) {
      const response = await handleCmsChanges(post(body), { secret: SECRET, source });
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(
        `Tělo musí být { "paths": ["/…"] } (1 až ${MAX_CHANGED_PATHS} cest webu) nebo { "all": true }.`,
      );
    }
    expect(source.invalidate).not.toHaveBeenCalled();
  });

  it('refuses a body over 64 kB with 413, whether its length is announced or not', async () => {
    const { source } = recordingSource();
    const huge = JSON.stringify({ paths: [`/${'a'.repeat(70_000)}`] });
    const announced = await handleCmsChanges(post(huge), { secret: SECRET, source });
    expect(announced.status).toBe(413);
    const streamed = new Request(`https://www.horizont.example${CMS_CHANGES_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(10_000)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect((await handleCmsChanges(streamed, { secret: SECRET, source })).status).toBe(413);
    expect(source.invalidate).not.toHaveBeenCalled();
  });
});

describe('the route', () => {
  afterEach(() => vi.unstubAllEnvs());
  const call = (request: Request) => route({ request } as Parameters<typeof route>[0]) as Promise<Response>;

  it('takes its secret from CMS_REVALIDATE_SECRET and tells the site’s source (here the shipped pages: nothing cached)', async () => {
    expect((await call(post('{"all":true}'))).status).toBe(404);
    vi.stubEnv('CMS_REVALIDATE_SECRET', SECRET);
    const response = await call(post('{"paths":["/o-nas/"]}'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      dropped: { all: false, paths: ['/o-nas'], pageList: false, answers: 0 },
      // Nobody has searched in this process: no index to read the page into.
      search: { pages: 0, all: false, failures: [] },
    });
    expect((await call(post('{"paths":["/o-nas"]}', { authorization: 'Bearer spatne' }))).status).toBe(401);
  });
});

describe('the cache in front of the instances (Varnish)', () => {
  afterEach(closeFakeVarnishes);
  const PURGE_KEY = 'cisteni-varnishe-2026-tajne';

  it('is banned after the instance dropped its own copy: the pages and the sitemap, with the key', async () => {
    const order: string[] = [];
    const varnish = await fakeVarnish((seen) => {
      order.push(`ban ${seen.url}`);
      return 200;
    });
    const { source } = recordingSource();
    source.invalidate.mockImplementation(async (change: ContentChange) => {
      order.push('drop');
      return { all: false, paths: 'paths' in change ? change.paths : [], pageList: true, answers: 1 };
    });
    const response = await handleCmsChanges(post('{"paths":["/o-nas"]}'), {
      secret: SECRET,
      source,
      varnish: () => ({ servers: [varnish.origin], secret: PURGE_KEY }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      dropped: { all: false, paths: ['/o-nas'], pageList: true, answers: 1 },
      varnish: { bans: 2, failures: [] },
    });
    expect(order[0]).toBe('drop');
    expect(order.slice(1).sort()).toEqual(['ban /o-nas', `ban ${SITEMAP_PATH}`]);
    expect(varnish.seen.every((seen) => seen.method === 'BAN' && seen.secret === PURGE_KEY)).toBe(true);
  });

  it('down: the instance still drops its copy, and answers 502 so that the CMS tries again and logs it', async () => {
    const { source, changes } = recordingSource();
    const down = await closedOrigin();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await handleCmsChanges(post('{"all":true}'), {
      secret: SECRET,
      source,
      varnish: () => ({ servers: [down], secret: PURGE_KEY }),
    });
    // The CMS's notifier retries a 5xx (apps/cms/src/publish/notifier.js) and logs the last failure.
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      error: string;
      dropped: Invalidation;
      varnish: { failures: string[] };
    };
    expect(body.error).toBe('Sdílená cache před webem změnu nepřijala.');
    expect(body.dropped.all).toBe(true);
    expect(body.varnish.failures).toEqual([expect.stringContaining(`${down} everything: unreachable`)]);
    expect(changes).toEqual([{ all: true }]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`${down} everything: unreachable`));
    expect(JSON.stringify(logged.mock.calls)).not.toContain(PURGE_KEY);
    logged.mockRestore();
  });

  it('a setting that cannot work: the own copy dropped, 500 with a Czech error, nothing banned', async () => {
    const { source, changes } = recordingSource();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await handleCmsChanges(post('{"paths":["/o-nas"]}'), {
      secret: SECRET,
      source,
      varnish: () => {
        throw new Error('VARNISH_PURGE_URL needs VARNISH_PURGE_SECRET of at least 24 characters');
      },
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: string }).error).toBe(
      'Sdílenou cache před webem nelze vyčistit: chybné nastavení webu.',
    );
    expect(changes).toEqual([{ paths: ['/o-nas'] }]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('needs VARNISH_PURGE_SECRET'));
    logged.mockRestore();
  });

  it('counts each message by outcome (the publish counter) and each ban by outcome (the purge counter)', async () => {
    const count = async (name: string, outcome: string) =>
      (await register.getSingleMetric(name)?.get())?.values.find((value) => value.labels.outcome === outcome)
        ?.value ?? 0;
    const before = {
      applied: await count('site_cms_changes_total', 'applied'),
      purgeFailed: await count('site_cms_changes_total', 'purge_failed'),
      unauthorized: await count('site_cms_changes_total', 'unauthorized'),
      bans: await count('site_cache_purges_total', 'ok'),
      failedBans: await count('site_cache_purges_total', 'failed'),
    };
    const varnish = await fakeVarnish(() => 200);
    const down = await closedOrigin();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = (body: string, server: string, authorization?: string) =>
      handleCmsChanges(post(body, { authorization }), {
        secret: SECRET,
        source: recordingSource().source,
        varnish: () => ({ servers: [server], secret: PURGE_KEY }),
      });
    expect((await send('{"paths":["/o-nas"]}', varnish.origin)).status).toBe(200);
    expect((await send('{"all":true}', down)).status).toBe(502);
    expect((await send('{"all":true}', varnish.origin, 'Bearer spatny-klic')).status).toBe(401);
    logged.mockRestore();
    expect({
      applied: await count('site_cms_changes_total', 'applied'),
      purgeFailed: await count('site_cms_changes_total', 'purge_failed'),
      unauthorized: await count('site_cms_changes_total', 'unauthorized'),
      bans: await count('site_cache_purges_total', 'ok'),
      failedBans: await count('site_cache_purges_total', 'failed'),
    }).toEqual({
      applied: before.applied + 1,
      purgeFailed: before.purgeFailed + 1,
      unauthorized: before.unauthorized + 1,
      // The page and the sitemap.
      bans: before.bans + 2,
      failedBans: before.failedBans + 1,
    });
  });

  it('is not asked, nor its setting read, for a request the endpoint refuses', async () => {
    const { source } = recordingSource();
    const varnish = vi.fn(() => undefined);
    for (const request of [post('{"all":true}', { authorization: 'Bearer spatne' }), post('{"all":1}')]) {
      expect((await handleCmsChanges(request, { secret: SECRET, source, varnish })).status).toBeGreaterThan(
        399,
      );
    }
    expect(varnish).not.toHaveBeenCalled();
  });

  it('the route bans in the Varnish of VARNISH_PURGE_URL with VARNISH_PURGE_SECRET', async () => {
    const varnish = await fakeVarnish();
    vi.stubEnv('CMS_REVALIDATE_SECRET', SECRET);
    vi.stubEnv('VARNISH_PURGE_URL', varnish.origin);
    vi.stubEnv('VARNISH_PURGE_SECRET', PURGE_KEY);
    const call = (request: Request) => route({ request } as Parameters<typeof route>[0]) as Promise<Response>;
    const response = await call(post('{"paths":["/kontakty"]}'));
    expect(response.status).toBe(200);
    expect(varnish.seen.map((seen) => `${seen.method} ${seen.url} ${seen.secret}`).sort()).toEqual([
      `BAN /kontakty ${PURGE_KEY}`,
      `BAN ${SITEMAP_PATH} ${PURGE_KEY}`,
    ]);
    vi.unstubAllEnvs();
  });
});

describe('the site search', () => {
  /** A search whose refresh records its order and answers after `ms`. */
  function recordingSearch(order: string[], ms = 0, report: Partial<SearchRefresh> = {}) {
    const refresh = vi.fn(async (change: ContentChange): Promise<SearchRefresh> => {
      order.push('search');
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push('searched');
      return {
        pages: 'paths' in change ? change.paths.length : 0,
        all: 'all' in change,
        failures: [],
        ...report,
      };
    });
    return { search: { search: vi.fn(), refresh } as unknown as SiteSearch, refresh };
  }

  it('reads the changed pages after the source dropped them, before the CMS gets its answer', async () => {
    const order: string[] = [];
    const { source } = recordingSource();
    source.invalidate.mockImplementation(async () => {
      order.push('drop');
      return { all: false, paths: ['/o-nas'], pageList: true, answers: 1 };
    });
    const { search, refresh } = recordingSearch(order, 20);
    const response = await handleCmsChanges(post('{"paths":["/o-nas"]}'), { secret: SECRET, source, search });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ search: { pages: 1, all: false, failures: [] } });
    expect(order).toEqual(['drop', 'search', 'searched']);
    expect(refresh).toHaveBeenCalledWith({ paths: ['/o-nas'] });
  });

  it('does not hold the answer longer than its wait: a long rebuild goes on behind it', async () => {
    const order: string[] = [];
    const { source } = recordingSource();
    const { search } = recordingSearch(order, 300);
    const started = performance.now();
    const response = await handleCmsChanges(post('{"all":true}'), {
      secret: SECRET,
      source,
      search,
      searchWaitMs: 50,
    });
    expect(performance.now() - started).toBeLessThan(250);
    expect(await response.json()).toMatchObject({ search: { pending: true } });
    expect(order).toEqual(['search']);
    await vi.waitFor(() => expect(order).toEqual(['search', 'searched']));
  });

  it('a page it could not read is logged (paths only) and the answer stays 200: the next search reads it', async () => {
    const order: string[] = [];
    const { source } = recordingSource();
    const { search } = recordingSearch(order, 0, { failures: ['/o-nas: Strapi did not answer'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await handleCmsChanges(post('{"paths":["/o-nas"]}'), { secret: SECRET, source, search });
    expect(response.status).toBe(200);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/o-nas: Strapi did not answer'));
    logged.mockRestore();
  });
});
