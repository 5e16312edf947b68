import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentChange, ContentSource, Invalidation } from '../content/source';
import { ALL as route } from '../pages/api/cms-changes';
import {
  CMS_CHANGES_PATH,
  contentChangeSchema,
  handleCmsChanges,
  isRevalidateAuthorization,
  MAX_CHANGED_PATHS,
  revalidateSecret,
} from './cmsChanges';

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
    });
    expect((await call(post('{"paths":["/o-nas"]}', { authorization: 'Bearer spatne' }))).status).toBe(401);
  });
});
