import fc from 'fast-check';
import { register } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { type Beacon, beaconSchema, CLIENT_ERROR_KINDS, PAGE_TYPES, SCRIPT_ERROR_KINDS } from './beacon';
import { handleRum, MAX_BODY_BYTES } from './endpoint';
import { tokenBucket } from './tokenBucket';

const always = { bucket: { take: () => true } };

const post = (body: BodyInit, type = 'text/plain;charset=UTF-8', headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/rum', {
    method: 'POST',
    body,
    headers: { 'content-type': type, ...headers },
  });

/**
 * A metric's value for these labels in the default registry (0 before the series exists); a
 * histogram's `count` or `sum` by `part`.
 */
async function value(name: string, labels: Record<string, string>, part?: 'count' | 'sum'): Promise<number> {
  const metric = register.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  const found = values.find(
    (entry) =>
      (part === undefined || (entry as { metricName?: string }).metricName === `${name}_${part}`) &&
      Object.entries(labels).every(([key, wanted]) => String(entry.labels[key]) === wanted),
  );
  return found?.value ?? 0;
}
const errorsOf = (kind: string, page: string) => value('site_client_errors_total', { kind, page_type: page });
const outcome = (name: string) => value('site_rum_beacons_total', { outcome: name });

const beaconArbitrary: fc.Arbitrary<Beacon> = fc.record({
  page: fc.constantFrom(...PAGE_TYPES),
  vitals: fc.uniqueArray(
    fc.oneof(
      fc.record({
        name: fc.constant('LCP' as const),
        value: fc.double({ min: 0, max: 60_000, noNaN: true }),
      }),
      fc.record({
        name: fc.constant('INP' as const),
        value: fc.double({ min: 0, max: 60_000, noNaN: true }),
      }),
      fc.record({ name: fc.constant('CLS' as const), value: fc.double({ min: 0, max: 10, noNaN: true }) }),
    ),
    { selector: (vital) => vital.name, maxLength: 3 },
  ),
  errors: fc.array(fc.constantFrom(...SCRIPT_ERROR_KINDS), { maxLength: 10 }),
});

describe('the beacon’s validator', () => {
  it('accepts every beacon of page types, vitals and error kinds', () => {
    fc.assert(fc.property(beaconArbitrary, (beacon) => beaconSchema.safeParse(beacon).success));
  });

  it('refuses a beacon with any field more: an address, a message, an id cannot travel in one', () => {
    fc.assert(
      fc.property(
        beaconArbitrary,
        fc.string({ minLength: 1 }).filter((key) => !['page', 'vitals', 'errors', '__proto__'].includes(key)),
        fc.jsonValue(),
        (beacon, key, extra) => !beaconSchema.safeParse({ ...beacon, [key]: extra }).success,
      ),
    );
    const [first] = PAGE_TYPES;
    for (const smuggled of [
      { page: first, vitals: [{ name: 'LCP', value: 900, url: '/hledat?q=736028' }], errors: [] },
      { page: first, vitals: [], errors: [{ kind: 'error', message: 'Jan Novák' }] },
      { page: '/zruseni-smlouvy?token=abc', vitals: [], errors: [] },
    ]) {
      expect(beaconSchema.safeParse(smuggled).success, JSON.stringify(smuggled)).toBe(false);
    }
  });

  it('refuses what no page sends: any JSON but a beacon, values out of range, a vital twice, too many errors', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const parsed = beaconSchema.safeParse(json);
        return (
          !parsed.success || JSON.stringify(Object.keys(parsed.data).sort()) === '["errors","page","vitals"]'
        );
      }),
    );
    const base = { page: 'home', vitals: [], errors: [] };
    for (const wrong of [
      { ...base, vitals: [{ name: 'CLS', value: -0.1 }] },
      { ...base, vitals: [{ name: 'LCP', value: 86_400_000 }] },
      { ...base, vitals: [{ name: 'FID', value: 10 }] },
      {
        ...base,
        vitals: [
          { name: 'INP', value: 10 },
          { name: 'INP', value: 20 },
        ],
      },
      { ...base, errors: Array(11).fill('error') },
      { ...base, errors: ['csp'] },
    ]) {
      expect(beaconSchema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});

describe('POST /api/rum', () => {
  it('counts each kind of error by page type, and the vitals into their histograms', async () => {
    for (const kind of SCRIPT_ERROR_KINDS) {
      const before = await errorsOf(kind, 'form');
      const response = await handleRum(
        post(JSON.stringify({ page: 'form', vitals: [], errors: [kind, kind] })),
        always,
      );
      expect(response.status).toBe(204);
      expect(await errorsOf(kind, 'form'), kind).toBe(before + 2);
    }
    const lcpCount = () => value('site_web_vitals_lcp_seconds', { page_type: 'search' }, 'count');
    const lcpSum = () => value('site_web_vitals_lcp_seconds', { page_type: 'search' }, 'sum');
    const [count, sum] = [await lcpCount(), await lcpSum()];
    const clsBefore = await value('site_web_vitals_cls', { page_type: 'search' }, 'count');
    const inpBefore = await value('site_web_vitals_inp_seconds', { page_type: 'search' }, 'count');
    const vitals = [
      { name: 'LCP', value: 1250 },
      { name: 'INP', value: 80 },
      { name: 'CLS', value: 0.02 },
    ];
    expect(
      (await handleRum(post(JSON.stringify({ page: 'search', vitals, errors: [] })), always)).status,
    ).toBe(204);
    expect(await lcpCount()).toBe(count + 1);
    expect(await lcpSum()).toBeCloseTo(sum + 1.25);
    expect(await value('site_web_vitals_cls', { page_type: 'search' }, 'count')).toBe(clsBefore + 1);
    expect(await value('site_web_vitals_inp_seconds', { page_type: 'search' }, 'count')).toBe(inpBefore + 1);
  });

  it('counts a browser’s CSP reports, by report-uri and by report-to, keeping nothing of them', async () => {
    const before = await errorsOf('csp', 'unknown');
    const violation = {
      'document-uri': 'http://site.test/zruseni-smlouvy?token=tajne',
      'violated-directive': 'script-src-elem',
      'blocked-uri': 'inline',
    };
    const byUri = await handleRum(
      post(JSON.stringify({ 'csp-report': violation }), 'application/csp-report'),
      always,
    );
    expect(byUri.status).toBe(204);
    const reports = [
      { type: 'csp-violation', age: 10, url: 'http://site.test/', body: { effectiveDirective: 'img-src' } },
      { type: 'csp-violation', age: 12, url: 'http://site.test/', body: { effectiveDirective: 'img-src' } },
      { type: 'deprecation', age: 12, url: 'http://site.test/', body: {} },
    ];
    const byTo = await handleRum(post(JSON.stringify(reports), 'application/reports+json'), always);
    expect(byTo.status).toBe(204);
    expect(await errorsOf('csp', 'unknown')).toBe(before + 3);
    const exposed = await register.metrics();
    expect(exposed).not.toMatch(/tajne|zruseni|site\.test/);
    // A "CSP report" sent as a beacon is not one.
    const forged = await handleRum(post(JSON.stringify({ 'csp-report': violation })), always);
    expect(forged.status).toBe(400);
  });

  it('refuses a body over the cap, declared or streamed, without reading the rest', async () => {
    const before = await outcome('too_large');
    const padded = JSON.stringify({ page: 'home', vitals: [], errors: [], pad: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await handleRum(post(padded), always)).status).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const streamed = new Request('http://site.test/api/rum', {
      method: 'POST',
      body: endless,
      headers: { 'content-type': 'text/plain' },
      duplex: 'half',
    } as RequestInit);
    expect((await handleRum(streamed, always)).status).toBe(413);
    expect(pulled).toBeLessThan(10);
    expect(await outcome('too_large')).toBe(before + 2);
  });

  it('refuses what is not a beacon, and a method but POST', async () => {
    const before = await outcome('invalid');
    for (const body of [
      '',
      'not json',
      '{"page":"home"}',
      JSON.stringify({ page: 'home', vitals: [], errors: ['csp'] }),
    ]) {
      expect((await handleRum(post(body), always)).status, body).toBe(400);
    }
    expect(await outcome('invalid')).toBe(before + 4);
    const get = await handleRum(new Request('http://site.test/api/rum'), always);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('takes a burst, then refuses until the bucket refills, per instance', async () => {
    let now = 0;
    const bucket = tokenBucket(3, 2, () => now);
    const send = async () =>
      (await handleRum(post(JSON.stringify({ page: 'home', vitals: [], errors: ['error'] })), { bucket }))
        .status;
    const limited = await outcome('rate_limited');
    const counted = await errorsOf('error', 'home');
    expect([await send(), await send(), await send(), await send()]).toEqual([204, 204, 204, 429]);
    now = 400;
    expect(await send(), '0.4 s at 2 a second: 0.8 of a token').toBe(429);
    now = 1000;
    expect(await send(), 'one token after half a second more').toBe(204);
    now = 60_000;
    expect([await send(), await send(), await send(), await send()], 'never more than the burst').toEqual([
      204, 204, 204, 429,
    ]);
    expect(await outcome('rate_limited')).toBe(limited + 3);
    expect(await errorsOf('error', 'home')).toBe(counted + 7);
  });
});

describe('the metrics an operator reads', () => {
  it('have every kind’s series from the start (a rate over nothing is 0, not absent)', async () => {
    const text = await register.metrics();
    for (const kind of CLIENT_ERROR_KINDS) expect(text).toContain(`site_client_errors_total{kind="${kind}"`);
    expect(text).toContain('site_rum_beacons_total{outcome="rate_limited"}');
  });
});
