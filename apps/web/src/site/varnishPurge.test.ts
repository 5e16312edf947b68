import { afterEach, describe, expect, it } from 'vitest';
import { closedOrigin, closeFakeVarnishes, fakeVarnish } from '../../test/fakeVarnish';
import { bansFor, purgeVarnish, SITEMAP_PATH, varnishPurgeSettings } from './varnishPurge';

const SECRET = 'cisteni-varnishe-2026-tajne';

afterEach(closeFakeVarnishes);

describe('the purge’s settings', () => {
  it('are none without VARNISH_PURGE_URL: no shared cache, nothing to purge', () => {
    expect(varnishPurgeSettings({})).toBeUndefined();
    expect(varnishPurgeSettings({ VARNISH_PURGE_URL: ' , ', VARNISH_PURGE_SECRET: SECRET })).toBeUndefined();
  });

  it('take one origin or several, each once, with the key trimmed', () => {
    expect(
      varnishPurgeSettings({
        VARNISH_PURGE_URL: 'http://127.0.0.1:6081, https://cache-2.example.cz/ ,http://127.0.0.1:6081',
        VARNISH_PURGE_SECRET: `  ${SECRET} `,
      }),
    ).toEqual({ servers: ['http://127.0.0.1:6081', 'https://cache-2.example.cz'], secret: SECRET });
  });

  it('refuse what cannot work: an address that is not an origin, a missing or short key', () => {
    for (const url of [
      '127.0.0.1:6081',
      'ftp://cache.example.cz',
      'http://cache.example.cz/ban',
      'http://c.cz/?x',
    ]) {
      expect(
        () => varnishPurgeSettings({ VARNISH_PURGE_URL: url, VARNISH_PURGE_SECRET: SECRET }),
        url,
      ).toThrow(/is not an http\(s\) origin/);
    }
    expect(() => varnishPurgeSettings({ VARNISH_PURGE_URL: 'http://127.0.0.1:6081' })).toThrow(
      /needs VARNISH_PURGE_SECRET of at least 24 characters/,
    );
    expect(() =>
      varnishPurgeSettings({
        VARNISH_PURGE_URL: 'http://127.0.0.1:6081',
        VARNISH_PURGE_SECRET: 'kratky-klic',
      }),
    ).toThrow(/at least 24/);
  });
});

describe('the bans of a change', () => {
  it('are its pages and the sitemap, each once, percent-encoded as a browser asks', () => {
    expect(bansFor({ paths: ['/o-nas', '/', '/o-nas'] })).toEqual(['/o-nas', '/', SITEMAP_PATH]);
    expect(bansFor({ paths: ['/pojištění'] })).toEqual(['/poji%C5%A1t%C4%9Bn%C3%AD', SITEMAP_PATH]);
  });

  it('are everything for the navigation or the footer', () => {
    expect(bansFor({ all: true })).toBeNull();
  });
});

describe('purgeVarnish', () => {
  it('sends every server a BAN per path with the key, and one ban of everything for `all`', async () => {
    const [first, second] = [await fakeVarnish(), await fakeVarnish()];
    const settings = { servers: [first.origin, second.origin], secret: SECRET };
    expect(await purgeVarnish(settings, { paths: ['/o-nas'] })).toEqual({ bans: 4, failures: [] });
    for (const { seen } of [first, second]) {
      expect(seen).toEqual([
        { method: 'BAN', url: '/o-nas', secret: SECRET, scope: undefined },
        { method: 'BAN', url: SITEMAP_PATH, secret: SECRET, scope: undefined },
      ]);
    }
    expect(await purgeVarnish(settings, { all: true })).toEqual({ bans: 2, failures: [] });
    expect(first.seen.at(-1)).toEqual({ method: 'BAN', url: '/', secret: SECRET, scope: 'all' });
    expect(second.seen.at(-1)).toEqual({ method: 'BAN', url: '/', secret: SECRET, scope: 'all' });
  });

  it('reports a refused ban with the server, the path and the status, never the key', async () => {
    const varnish = await fakeVarnish(({ url }) => (url === SITEMAP_PATH ? 403 : 200));
    const report = await purgeVarnish({ servers: [varnish.origin], secret: SECRET }, { paths: ['/o-nas'] });
    expect(report).toEqual({ bans: 1, failures: [`${varnish.origin} ${SITEMAP_PATH}: answered 403`] });
    expect(JSON.stringify(report)).not.toContain(SECRET);
  });

  it('reports a server that is down, and one that does not answer in time, and bans on the others', async () => {
    const down = await closedOrigin();
    const silent = await fakeVarnish(() => 'hang');
    const alsoSilent = await fakeVarnish(() => 'hang');
    const healthy = await fakeVarnish();
    const started = performance.now();
    // The limit leaves a healthy loopback server time to answer on a CI machine whose two cores are
    // busy with every other suite (at 200 ms, one CI run saw the healthy ban time out too).
    const report = await purgeVarnish(
      { servers: [down, silent.origin, alsoSilent.origin, healthy.origin], secret: SECRET },
      { all: true },
      { timeoutMs: 1000 },
    );
    // All at once: one time limit for the two silent servers, not their sum.
    expect(performance.now() - started).toBeLessThan(1900);
    expect(report.bans).toBe(1);
    expect(report.failures).toEqual([
      expect.stringMatching(new RegExp(`^${down} everything: unreachable \\(.*ECONNREFUSED`)),
      `${silent.origin} everything: no answer within 1000 ms`,
      `${alsoSilent.origin} everything: no answer within 1000 ms`,
    ]);
    expect(healthy.seen).toHaveLength(1);
  });
});
