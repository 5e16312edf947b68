// What the production-shape test does to the running stack (test.mjs runs them in order): each
// function throws with a readable message when its claim does not hold, and returns the lines of
// its result (timings, counts) for the report.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { sleep, startProcess } from './processes.mjs';
import { skewDrill } from './skew.mjs';
import { ADMIN, ROOT } from './stack.mjs';

/** @typedef {Awaited<ReturnType<typeof import('./stack.mjs').startStack>>} Stack */

/** Every demo page's path, from the pages the CMS was seeded with (apps/web/src/content/pages). */
export function demoPages() {
  const dir = path.join(ROOT, 'apps/web/src/content/pages');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const slug = JSON.parse(readFileSync(path.join(dir, file), 'utf8')).data.slug;
      // The home page's slug (pathFromSlug in @insurance-web/validation).
      return slug === 'home' ? '/' : `/${slug}`;
    })
    .sort();
}

/**
 * The server HTML of a page's sections (`<main>`), with what differs between two renders of the same
 * content made equal: Astro's island ids and React's id prefixes (apps/web/e2e-cms/normalise.ts).
 */
export function sectionsHtml(html) {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? `(no <main>) ${html.slice(0, 200)}`;
  return main.replace(/ uid="[^"]*"/g, ' uid=""').replace(/ prefix="r\d+"/g, ' prefix="r"');
}

/** The headers a page's security depends on (apps/web/src/middleware.ts, server.mjs). */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
];

/** @param {string} url @param {RequestInit} [init] */
export async function visit(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** Through Varnish and from instance 1 directly: the same sections, status and security headers; then a hit. */
export async function pagesThroughVarnish(/** @type {Stack} */ stack) {
  const pages = demoPages();
  const lines = [];
  let hits = 0;
  let shared = 0;
  for (const page of pages) {
    const [cached, direct] = await Promise.all([
      visit(`${stack.varnishUrl}${page}`),
      visit(`${stack.instanceUrls[0]}${page}`),
    ]);
    assert.equal(cached.status, direct.status, `${page}: status through Varnish`);
    assert.equal(sectionsHtml(cached.html), sectionsHtml(direct.html), `${page}: sections through Varnish`);
    const again = await visit(`${stack.varnishUrl}${page}`);
    const cacheControl = again.headers.get('cache-control') ?? '';
    if (/\bpublic\b/.test(cacheControl)) {
      shared++;
      assert.equal(again.headers.get('x-cache'), 'HIT', `${page}: the second request (${cacheControl})`);
      // Varnish's own Age (whole seconds since it stored the page): present on every hit.
      assert.match(again.headers.get('age') ?? '(none)', /^\d+$/, `${page}: Age on a hit`);
      hits++;
    } else {
      // A page the site keeps from shared caches (a token link): never stored.
      assert.notEqual(again.headers.get('x-cache'), 'HIT', `${page}: ${cacheControl} must not be a hit`);
      lines.push(`${page}: ${cacheControl}, ${again.headers.get('x-cache')} (not stored, as the site says)`);
    }
    for (const name of SECURITY_HEADERS) {
      assert.ok(direct.headers.get(name), `${page}: ${name} from instance 1`);
      assert.equal(again.headers.get(name), direct.headers.get(name), `${page}: ${name} through Varnish`);
    }
    assert.equal(sectionsHtml(again.html), sectionsHtml(direct.html), `${page}: the hit's sections`);
  }
  lines.unshift(
    `${pages.length} demo pages: the same status, sections' HTML and security headers through Varnish as from instance 1; ${hits} of ${shared} shared pages a HIT on the second request`,
  );
  return lines;
}

/** The editors' preview through Varnish: passed, cookie and draft intact, and nothing of it stored. */
export async function previewPasses(/** @type {Stack} */ stack) {
  const link = await visit(
    `${stack.varnishUrl}/nahled?secret=${encodeURIComponent(stack.secrets.preview)}&path=/o-nas`,
    { redirect: 'manual' },
  );
  assert.equal(link.headers.get('x-cache'), 'PASS', 'the preview link');
  const cookie = link.headers.get('set-cookie')?.split(';')[0];
  assert.ok(cookie?.startsWith('site_preview='), `the preview link sets its cookie (${link.status})`);
  const draft = await visit(`${stack.varnishUrl}/o-nas`, { headers: { cookie } });
  assert.equal(draft.headers.get('x-cache'), 'PASS', 'a page with the preview cookie');
  assert.match(draft.html, /Náhled konceptu/, 'the page with the preview cookie is the draft');
  const visitor = await visit(`${stack.varnishUrl}/o-nas`);
  assert.doesNotMatch(visitor.html, /Náhled konceptu/, 'a visitor never gets the draft');
  return [
    'the preview link and a page with its cookie: PASS, the draft shown; a visitor gets the published page',
  ];
}

/** The content manager's API, as the admin panel calls it, with the run's administrator. */
export async function contentManager(/** @type {Stack} */ stack) {
  const login = await fetch(`${stack.cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  assert.equal(login.status, 200, `the administrator's login: ${await login.clone().text()}`);
  const token = (await login.json()).data.token;
  return async (method, route, body) => {
    const response = await fetch(`${stack.cmsUrl}/content-manager${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(response.ok, `${method} ${route}: ${response.status} ${await response.clone().text()}`);
    return response.json();
  };
}

const PAGES = '/collection-types/api::page.page';
const FOOTER = '/single-types/api::footer.footer';
const hero = (heading) => ({
  __component: 'blocks.hero',
  heading,
  perex: 'Stránka, na které se ověřuje, že zveřejněná změna projde cache před webem.',
  callbackButton: false,
});

/**
 * Sends the editor's request and polls every origin in `origins` every 100 ms until `live` holds on
 * each: the time from the CMS's answer (when the change is committed) to the last origin showing it.
 */
async function timeToLive(what, origins, editorRequest, live) {
  const started = performance.now();
  let answered = Number.NaN;
  const request = editorRequest().then(() => {
    answered = performance.now();
  });
  const seen = new Map();
  while (seen.size < origins.length) {
    for (const origin of origins) {
      if (!seen.has(origin) && (await live(origin))) seen.set(origin, performance.now());
    }
    if (performance.now() - started > 15_000) {
      throw new Error(
        `${what}: not on ${origins.filter((origin) => !seen.has(origin)).join(', ')} after 15 s`,
      );
    }
    await sleep(100);
  }
  await request;
  const last = Math.max(...seen.values());
  return { afterAnswer: Math.round(last - answered), total: Math.round(last - started) };
}

export const LIVE_WITHIN_MS = 2000;

/** Publish in Strapi → the page through Varnish and on every instance within 2 s; the sitemap; the footer everywhere. */
export async function publishThroughVarnish(/** @type {Stack} */ stack) {
  const cm = await contentManager(stack);
  const slug = `zkouska-varnish-${Date.now().toString(36)}`;
  const page = `/${slug}`;
  const origins = [stack.varnishUrl, ...stack.instanceUrls];
  const lines = [];
  const check = (what, timing) => {
    lines.push(
      `${what}: through Varnish and on ${stack.instanceUrls.length} instances ${timing.afterAnswer} ms after the CMS answered (${timing.total} ms after the request)`,
    );
    assert.ok(
      timing.afterAnswer <= LIVE_WITHIN_MS,
      `${what}: ${timing.afterAnswer} ms, over ${LIVE_WITHIN_MS} ms`,
    );
  };
  // Varnish keeps that the page is missing (the site's 404 is shared for a minute), and the sitemap.
  assert.equal((await visit(`${stack.varnishUrl}${page}`)).status, 404);
  assert.equal((await visit(`${stack.varnishUrl}${page}`)).headers.get('x-cache'), 'HIT');
  assert.doesNotMatch((await visit(`${stack.varnishUrl}/sitemap.xml`)).html, new RegExp(slug));
  const created = await cm('POST', PAGES, {
    title: 'Zkouška Varnishe',
    slug,
    description: 'Zkouška, že zveřejněná změna projde cache před webem.',
    embeddable: false,
    sections: [hero('Zveřejněno poprvé')],
  });
  const documentId = created.data.documentId;
  try {
    check(
      'a new page',
      await timeToLive(
        'a new page',
        origins,
        () => cm('POST', `${PAGES}/${documentId}/actions/publish`, {}),
        async (origin) => (await visit(`${origin}${page}`)).html.includes('Zveřejněno poprvé'),
      ),
    );
    const sitemap = await visit(`${stack.varnishUrl}/sitemap.xml`);
    assert.match(sitemap.html, new RegExp(`${slug}<`), 'the sitemap through Varnish lists the new page');
    // Stored in Varnish now: the change must come through its cache, not around it.
    await visit(`${stack.varnishUrl}${page}`);
    assert.equal((await visit(`${stack.varnishUrl}${page}`)).headers.get('x-cache'), 'HIT');
    check(
      'a changed page',
      await timeToLive(
        'a changed page',
        origins,
        () =>
          cm('POST', `${PAGES}/${documentId}/actions/publish`, {
            sections: [hero('Změněno a zveřejněno znovu')],
          }),
        async (origin) => {
          const { status, html } = await visit(`${origin}${page}`);
          return status === 200 && html.includes('Změněno a zveřejněno znovu');
        },
      ),
    );
    const footer = (await cm('GET', FOOTER)).data;
    const note = `Patička uložená ${new Date().toISOString()}`;
    for (const path of ['/', '/kontakty']) {
      await visit(`${stack.varnishUrl}${path}`);
      assert.equal((await visit(`${stack.varnishUrl}${path}`)).headers.get('x-cache'), 'HIT');
    }
    try {
      check(
        'the footer (every page)',
        await timeToLive(
          'the footer',
          origins,
          () => cm('PUT', FOOTER, { ...footer, note }),
          async (origin) =>
            (await visit(`${origin}/`)).html.includes(note) &&
            (await visit(`${origin}/kontakty`)).html.includes(note),
        ),
      );
    } finally {
      await cm('PUT', FOOTER, { ...footer, note: footer.note ?? null });
    }
  } finally {
    await cm('DELETE', `${PAGES}/${documentId}`).catch(() => {});
  }
  return lines;
}

/** The access log's format for Varnish (varnishncsa -f): the path without its query, no Referer. */
export const ACCESS_LOG_FORMAT = path.join(ROOT, 'deploy/varnish/access-log.format');

/**
 * The site search in the production shape (apps/web/README.md "Site search"): a page published in
 * Strapi is found within 2 s through Varnish and on every instance (each keeps its own index, read
 * anew on the CMS's message), and is gone as soon when deleted; a search passes Varnish (never a
 * HIT); and a query with a birth number reaches neither Varnish's access log (varnishncsa with
 * deploy/varnish/access-log.format) nor any process's output with its digits.
 */
export async function searchThroughVarnish(/** @type {Stack} */ stack) {
  const cm = await contentManager(stack);
  const word = `hvezdoplavba${Date.now().toString(36).replace(/\d/g, '')}`;
  const slug = `zkouska-hledani-${Date.now().toString(36)}`;
  const page = `/${slug}`;
  const origins = [stack.varnishUrl, ...stack.instanceUrls];
  const finds = async (origin) =>
    (await visit(`${origin}/hledat?q=${encodeURIComponent(word)}`)).html.includes(`href="${page}"`);
  const lines = [];
  const check = (what, timing) => {
    lines.push(
      `${what}: through Varnish and on ${stack.instanceUrls.length} instances ${timing.afterAnswer} ms after the CMS answered (${timing.total} ms after the request)`,
    );
    assert.ok(
      timing.afterAnswer <= LIVE_WITHIN_MS,
      `${what}: ${timing.afterAnswer} ms, over ${LIVE_WITHIN_MS} ms`,
    );
  };
  const accessLog = path.join(stack.dir, 'varnish-access.log');
  const ncsa = startProcess({
    name: 'varnishncsa',
    command: 'varnishncsa',
    args: ['-n', path.join(stack.varnish?.workDir ?? '', 'state'), '-f', ACCESS_LOG_FORMAT, '-w', accessLog],
  });
  const created = await cm('POST', PAGES, {
    title: 'Zkouška hledání',
    slug,
    description: 'Zkouška, že zveřejněnou stránku najde hledání na webu.',
    embeddable: false,
    sections: [hero(`Slovo ${word} jen na této stránce`)],
  });
  const documentId = created.data.documentId;
  try {
    // Each instance's index exists (these searches built it) and does not know the word: the publish
    // must reach it through the CMS's message.
    for (const origin of origins)
      assert.equal(await finds(origin), false, `${origin}: the draft is not found`);
    const passed = await visit(`${stack.varnishUrl}/hledat?q=${encodeURIComponent(word)}`);
    assert.equal(passed.headers.get('x-cache'), 'PASS', 'a search through Varnish');
    assert.equal(passed.headers.get('cache-control'), 'private, no-store', 'a search’s Cache-Control');
    check(
      'a published page found by the search',
      await timeToLive(
        'the search',
        origins,
        () => cm('POST', `${PAGES}/${documentId}/actions/publish`, {}),
        finds,
      ),
    );
    check(
      'a deleted page gone from the search',
      await timeToLive(
        'the search',
        origins,
        () => cm('DELETE', `${PAGES}/${documentId}`),
        async (origin) => !(await finds(origin)),
      ),
    );

    // A visitor who typed their birth number.
    // Six digits that no timing or port in a log line has.
    const birthNumber = '736028/5163';
    const searched = await visit(
      `${stack.varnishUrl}/hledat?q=${encodeURIComponent(`rodne cislo ${birthNumber}`)}`,
    );
    assert.equal(searched.status, 200);
    assert.equal(searched.headers.get('referrer-policy'), 'no-referrer', 'the results page sends no Referer');
    await sleep(500);
    await ncsa.stop();
    const logged = readFileSync(accessLog, 'utf8');
    assert.match(logged, /"GET \/hledat HTTP\/1\.1" 200/, 'the access log has the searches, by path');
    for (const [where, text] of [
      ['Varnish’s access log', logged],
      ['the output of the stack’s processes', stack.logLines.join('\n')],
    ]) {
      assert.doesNotMatch(text, /736028/, `${where} holds the visitor's birth number`);
    }
    lines.push(
      `a query with a birth number: in neither Varnish's access log (${logged.trim().split('\n').length} lines, path only) nor any process's output`,
    );
  } finally {
    await ncsa.stop();
    rmSync(accessLog, { force: true });
    await cm('DELETE', `${PAGES}/${documentId}`).catch(() => {});
  }
  return lines;
}

/**
 * Load through Varnish while `during` runs: half the requests a page in the cache, half an address
 * no one asked for yet (`?zatez=<n>`), which an instance must render. Returns autocannon's counts.
 */
export async function underLoad(/** @type {Stack} */ stack, during, { connections = 16 } = {}) {
  let counter = 0;
  const hot = ['/', '/kontakty', '/o-nas'];
  const load = autocannon({
    url: stack.varnishUrl,
    connections,
    duration: 600,
    headers: { 'accept-encoding': 'gzip' },
    requests: [
      {
        setupRequest: (request) => {
          counter++;
          const page = hot[counter % hot.length];
          return { ...request, path: counter % 2 === 0 ? page : `${page}?zatez=${counter}` };
        },
      },
    ],
  });
  const statuses = new Map();
  load.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  const finished = new Promise((resolve) => load.once('done', resolve));
  let outcome;
  try {
    outcome = await during();
  } finally {
    load.stop();
  }
  const result = /** @type {import('autocannon').Result} */ (await finished);
  return {
    outcome,
    requests: result['2xx'] + result.non2xx,
    failed: result.non2xx + result.errors + result.timeouts,
    detail: `${result['2xx']} answered 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts (${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')})`,
    seconds: result.duration,
  };
}

async function waitHealthy(/** @type {Stack} */ stack, index, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await stack.varnish?.isHealthy(index))) {
    if (Date.now() > deadline)
      throw new Error(`instance ${index + 1} not healthy in Varnish after ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** SIGKILL of instance 1 under load: no failed request; Varnish's probe takes it out. */
export async function killUnderLoad(/** @type {Stack} */ stack) {
  const victim = stack.instances[0];
  assert.ok(victim?.isRunning(), 'instance 1 runs before the drill');
  const load = await underLoad(stack, async () => {
    await sleep(2000);
    victim.signal('SIGKILL');
    const killedAt = performance.now();
    await victim.exited;
    let sickAfter = Number.NaN;
    while (performance.now() - killedAt < 10_000) {
      if (!(await stack.varnish?.isHealthy(0))) {
        sickAfter = Math.round(performance.now() - killedAt);
        break;
      }
      await sleep(100);
    }
    await sleep(3000);
    return { sickAfter };
  });
  const lines = [
    `${load.requests} requests in ${load.seconds} s through Varnish, instance 1 killed (SIGKILL) after 2 s: ${load.detail}`,
    `Varnish's probe marked it sick ${load.outcome.sickAfter} ms after the kill; the requests it held were retried on instance 2`,
  ];
  assert.equal(load.failed, 0, `failed requests while an instance was killed: ${load.detail}`);
  // Back for the next drill: the same release on the same port.
  await stack.startInstance(0, path.join(stack.dir, 'releases', stack.releases[0] ?? 'release-1'));
  await waitHealthy(stack, 0);
  return lines;
}

/**
 * A GET on a raw connection whose last line (the blank one) is sent only on `finish()`: the request
 * has begun when the instance is told to stop, and is complete only after. The connection stays
 * open after the answer, as a proxy's does. `answer`: `200 whole` or what went wrong.
 */
function requestAcrossSignal(origin, path) {
  const { hostname, port } = new URL(origin);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  let resolveAnswer;
  const answer = new Promise((resolve) => {
    resolveAnswer = resolve;
  });
  const settle = () => {
    const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? '(no answer)';
    resolveAnswer(
      `${status} ${/<\/html>\s*(\r\n)?0\r\n\r\n$/.test(received) ? 'whole' : `cut: ${received.slice(-60)}`}`,
    );
  };
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
    // Chunked: the last chunk ends the answer.
    if (received.endsWith('\r\n0\r\n\r\n')) settle();
  });
  socket.on('close', settle);
  socket.on('error', () => {});
  const started = new Promise((resolve) =>
    socket.once('connect', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`, resolve),
    ),
  );
  return {
    started: started.then(() => sleep(50)),
    finish: () => socket.write('\r\n'),
    answer,
    close: () => socket.destroy(),
  };
}

/** An instance told to stop answers what it holds and exits; Node's keep-alive alone would take 5 s more. */
const DRAIN_LIMIT_MS = 4000;

/**
 * A rolling restart to a new release under load: each instance in turn taken out of the director
 * (varnishadm), drained (SIGTERM: it stops accepting and finishes what it holds), started from the
 * new release, and put back once the probe sees it healthy. No failed request; the new release
 * serves everywhere afterwards; and no page of either release asks an instance of the other for a
 * file it lacks (skew.mjs).
 */
export async function rollingRestart(/** @type {Stack} */ stack) {
  const skew = await skewDrill(stack);
  const { release } = skew;
  const steps = [];
  const load = await underLoad(stack, async () => {
    await sleep(1000);
    for (let index = 0; index < stack.instances.length; index++) {
      const instance = stack.instances[index];
      const started = performance.now();
      await stack.varnish?.setHealth(index, 'sick');
      // Requests already sent to it are answered; Varnish sends it no new ones.
      await sleep(500);
      // Sent to it directly: three pages being answered when it is told to stop (their heads have
      // arrived), and one request whose last line arrives after the signal, on a connection kept
      // alive as a proxy keeps it. Each must arrive whole, and the exit must not wait for the idle
      // connection.
      const url = stack.instanceUrls[index] ?? '';
      const inFlight = await Promise.all(
        [1, 2, 3].map((n) => fetch(`${url}/caste-dotazy?odstaveni=${Date.now()}-${n}`)),
      );
      const across = requestAcrossSignal(url, `/caste-dotazy?odstaveni=${Date.now()}-4`);
      await across.started;
      const stopAt = performance.now();
      const stopped = instance?.stop(20_000);
      await sleep(50);
      across.finish();
      const answered = await Promise.all([
        ...inFlight.map(async (response) => {
          const html = await response.text().catch((error) => `(${error.cause?.code ?? error.message})`);
          return `${response.status} ${html.trimEnd().endsWith('</html>') ? 'whole' : `cut: ${html.slice(-60)}`}`;
        }),
        across.answer,
      ]);
      await stopped;
      const drained = Math.round(performance.now() - stopAt);
      across.close();
      assert.deepEqual(
        answered,
        ['200 whole', '200 whole', '200 whole', '200 whole'],
        `instance ${index + 1}: pages being answered at SIGTERM, and one asked across it`,
      );
      // Its kept-alive connections do not hold the exit (apps/web/server.mjs closes them once idle).
      assert.ok(drained < DRAIN_LIMIT_MS, `instance ${index + 1} took ${drained} ms to stop after SIGTERM`);
      await stack.startInstance(index, release);
      await stack.varnish?.setHealth(index, 'auto');
      await waitHealthy(stack, index);
      steps.push(
        `instance ${index + 1}: out of the director, SIGTERM while answering 3 pages and receiving a 4th (each arrived whole), stopped ${drained} ms later, back on release-2 and healthy ${Math.round(performance.now() - started)} ms after it left`,
      );
      if (index === 0 && stack.instances.length > 1) steps.push(...(await skew.duringRoll(index)));
    }
    await sleep(1000);
  });
  const skewLines = await skew.afterRoll();
  // The deploy's last step (deploy/README.md, "A deploy"): the new release's pages everywhere at once.
  const banned = await fetch(`${stack.varnishUrl}/`, {
    method: 'BAN',
    headers: { 'x-purge-secret': stack.secrets.purge, 'x-ban-scope': 'all' },
  });
  assert.equal(banned.status, 200, 'the ban of everything after the deploy');
  const lines = [
    ...skew.lines,
    `${load.requests} requests in ${load.seconds} s through Varnish during the rolling restart: ${load.detail}`,
    ...steps,
    ...skewLines,
    'then everything banned in Varnish: the new release’s pages everywhere',
  ];
  assert.equal(load.failed, 0, `failed requests during the rolling restart: ${load.detail}`);
  for (const [index, url] of stack.instanceUrls.entries()) {
    assert.equal(
      (await visit(`${url}/release.txt`)).html.trim(),
      'release-2',
      `instance ${index + 1}'s release`,
    );
  }
  const served = new Set();
  for (let round = 0; round < 4; round++) {
    served.add(
      (await visit(`${stack.varnishUrl}/release.txt?po-nasazeni=${Date.now()}-${round}`)).html.trim(),
    );
  }
  assert.deepEqual([...served], ['release-2'], 'the release Varnish serves after the restart');
  lines.push('afterwards every instance, and Varnish, serve release-2');
  return lines;
}

/**
 * Strapi stopped: every stored page still answers 200 from grace (expired first by a soft purge:
 * an hour of s-maxage is not waited for), a page stored nowhere answers the site's 503 page; once
 * Strapi is back, every page is fresh again.
 */
export async function cmsOutage(/** @type {Stack} */ stack, cacheTtlMs) {
  const pages = demoPages().filter((page) => !/zruseni/.test(page));
  const uncached = '/pomoc';
  const stored = pages.filter((page) => page !== uncached);
  const key = { 'x-purge-secret': stack.secrets.purge };
  // Every page stored, the one kept out banned (in Varnish; the instances' own copies expire below).
  const before = new Map();
  for (const page of stored) {
    await visit(`${stack.varnishUrl}${page}`);
    before.set(page, sectionsHtml((await visit(`${stack.varnishUrl}${page}`)).html));
  }
  assert.equal((await fetch(`${stack.varnishUrl}${uncached}`, { method: 'BAN', headers: key })).status, 200);

  const stopping = performance.now();
  await stack.strapi?.stop();
  const stoppedIn = Math.round(performance.now() - stopping);
  // The instances' own copies of Strapi's answers expire: every page now needs Strapi, or Varnish.
  await sleep(cacheTtlMs + 500);
  for (const page of stored) {
    const purge = await fetch(`${stack.varnishUrl}${page}`, {
      method: 'PURGE',
      headers: { ...key, 'x-purge-soft': '1' },
    });
    assert.equal(purge.status, 200, `soft purge of ${page}`);
  }
  const outage = [];
  for (const page of stored) {
    const started = performance.now();
    const { status, headers, html } = await visit(`${stack.varnishUrl}${page}`);
    outage.push(performance.now() - started);
    assert.equal(status, 200, `${page} with Strapi down`);
    assert.equal(headers.get('x-cache'), 'STALE', `${page} with Strapi down`);
    assert.equal(sectionsHtml(html), before.get(page), `${page} with Strapi down: the stored page`);
  }
  const down = await visit(`${stack.varnishUrl}${uncached}`);
  assert.equal(down.status, 503, `${uncached}, stored nowhere, with Strapi down`);
  assert.match(down.html, /Stránka je dočasně nedostupná/, `${uncached}: the site's own 503 page`);
  assert.equal(down.headers.get('retry-after'), '30');

  const restarting = performance.now();
  await stack.startStrapi();
  const backIn = Math.round(performance.now() - restarting);
  // Fresh again: each page answered by a fetch after Strapi's return (a hit younger than that).
  const back = performance.now();
  // Each stale page is fetched again behind the first visit after the return: one render per page.
  const deadline = back + 60_000;
  const fresh = new Set();
  while (fresh.size < stored.length + 1) {
    for (const page of [...stored, uncached]) {
      if (fresh.has(page)) continue;
      const { status, headers } = await visit(`${stack.varnishUrl}${page}`);
      const age = Number(headers.get('age') ?? 0);
      if (
        status === 200 &&
        headers.get('x-cache') === 'HIT' &&
        age * 1000 <= performance.now() - back + 1000
      ) {
        fresh.add(page);
      }
    }
    if (performance.now() > deadline) {
      throw new Error(
        `not fresh 60 s after Strapi's return: ${[...stored, uncached].filter((p) => !fresh.has(p)).join(', ')}`,
      );
    }
    if (fresh.size < stored.length + 1) await sleep(200);
  }
  const sorted = outage.sort((a, b) => a - b);
  return [
    `Strapi stopped (${stoppedIn} ms); ${stored.length} stored pages, expired: each 200 from grace (X-Cache STALE, the stored sections), median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms`,
    `${uncached}, stored nowhere: 503 with the site's page "Stránka je dočasně nedostupná" and Retry-After: 30`,
    `Strapi back after ${backIn} ms; every page fresh again (a new copy, and ${uncached} 200) ${Math.round(performance.now() - back)} ms later`,
  ];
}
