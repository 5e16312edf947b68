// The health and metrics drills of the production-shape test (test.mjs runs them): readiness takes
// an instance that cannot render out of Varnish's round robin and brings it back by itself; the
// alert rules pass promtool; Prometheus, scraping both instances, sees what the drills did.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { underLoad, visit } from './drills.mjs';
import { sleep } from './processes.mjs';
import { ALERT_RULES } from './prometheus.mjs';
import { PORTS, ROOT } from './stack.mjs';

/** @typedef {Awaited<ReturnType<typeof import('./stack.mjs').startStack>>} Stack */

const run = promisify(execFile);

/** The alert rules' unit tests (promtool's format), beside the rules. */
export const ALERT_TESTS = path.join(ROOT, 'deploy/prometheus/alerts.test.yml');

/** `promtool check rules` and `promtool test rules` on deploy/prometheus/. */
export async function alertRules() {
  const lines = [];
  for (const args of [
    ['check', 'rules', ALERT_RULES],
    ['test', 'rules', ALERT_TESTS],
  ]) {
    try {
      const { stdout, stderr } = await run('promtool', args, { timeout: 60_000 });
      lines.push(
        `promtool ${args.slice(0, 2).join(' ')}: ${`${stdout}${stderr}`.trim().split('\n').filter(Boolean).at(-1)}`,
      );
    } catch (error) {
      throw new Error(
        `promtool ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`,
      );
    }
  }
  return lines;
}

/**
 * A connection to Strapi that the drill cuts and mends: a TCP relay on PORTS.strapiCut, refusing
 * connections (not listening) until `mend()`. For the instance behind it, Strapi is unreachable.
 */
function strapiConnection(/** @type {Stack} */ stack) {
  const target = new URL(stack.cmsUrl);
  const sockets = new Set();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    url: `http://127.0.0.1:${PORTS.strapiCut}`,
    mend: () =>
      new Promise((resolve) => relay.listen(PORTS.strapiCut, '127.0.0.1', () => resolve(undefined))),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(() => resolve(undefined)));
    },
  };
}

/** The requests an instance answered that were not a probe's (its metrics, summed over routes and statuses). */
async function visitorRequests(/** @type {Stack} */ stack, index) {
  const text = await (await fetch(stack.metricsUrls[index] ?? '')).text();
  let total = 0;
  for (const match of text.matchAll(/^site_http_requests_total\{([^}]*)\} (\d+)$/gm)) {
    if (!/route="\/(healthz|readyz)"/.test(match[1] ?? '')) total += Number(match[2]);
  }
  return total;
}

async function waitFor(what, check, timeoutMs = 15_000) {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
  return Math.round(performance.now() - started);
}

/**
 * Instance 2 restarted with its connection to Strapi cut and nothing cached: it answers /healthz,
 * but /readyz and its pages 503; Varnish's probe keeps it out of the round robin under load (no
 * failed request, no visitor's request reaches it); the connection mended, it comes back by itself
 * and takes visitors again. Then it is restarted as it was.
 */
export async function readinessDrill(/** @type {Stack} */ stack) {
  const index = 1;
  const url = stack.instanceUrls[index] ?? '';
  const release = path.join(stack.dir, 'releases', stack.releases[index] ?? 'release-1');
  const connection = strapiConnection(stack);
  const lines = [];
  /**
   * Out of the director by hand, drained, started from the same release with `env`, and left to the
   * probes after `settleMs` (the probes' window of 3 s then holds only answers of the new process).
   */
  const restart = async (env, settleMs = 0) => {
    await stack.varnish?.setHealth(index, 'sick');
    await sleep(500);
    await stack.instances[index]?.stop();
    await stack.startInstance(index, release, env);
    await sleep(settleMs);
    await stack.varnish?.setHealth(index, 'auto');
  };
  try {
    await restart({ STRAPI_URL: connection.url }, 3500);
    assert.equal((await visit(`${url}/healthz`)).status, 200, 'the cut-off instance is alive');
    const ready = await visit(`${url}/readyz`);
    assert.equal(ready.status, 503, `/readyz of the cut-off instance: ${ready.html}`);
    const answer = JSON.parse(ready.html);
    assert.equal(answer.reason, 'the content source is unreachable');
    assert.doesNotMatch(ready.html, /127\.0\.0\.1|:\d{4}/, '/readyz names no address');
    assert.equal(ready.headers.get('cache-control'), 'private, no-store');
    assert.equal((await visit(`${url}/o-nas`)).status, 503, 'a page of the cut-off instance');
    lines.push(
      `instance 2 restarted with Strapi unreachable and nothing cached: /healthz 200, /readyz 503 ${ready.html}, a page 503`,
    );
    const load = await underLoad(stack, async () => {
      // Left to the probes: out, because it cannot render.
      assert.ok(
        !(await stack.varnish?.isHealthy(index)),
        'the probes hold instance 2 out of the round robin',
      );
      const before = await visitorRequests(stack, index);
      await sleep(2000);
      const during = (await visitorRequests(stack, index)) - before;
      assert.ok(!(await stack.varnish?.isHealthy(index)), 'instance 2 stays out while it cannot render');
      await connection.mend();
      const backAfter = await waitFor('instance 2 back in the round robin', () =>
        stack.varnish?.isHealthy(index),
      );
      // Then Varnish sends it visitors again (a miss is a render: the first may take a moment).
      const returned = await visitorRequests(stack, index);
      const firstAfter = await waitFor(
        'a visitor’s request on instance 2 after its return',
        async () => (await visitorRequests(stack, index)) > returned,
        10_000,
      ).catch(() => Number.NaN);
      await sleep(1000);
      const after = (await visitorRequests(stack, index)) - returned;
      return { during, backAfter, firstAfter, after };
    });
    lines.push(
      `${load.requests} requests in ${load.seconds} s through Varnish: ${load.detail}`,
      `left to the probes, instance 2 stayed out of the round robin: ${load.outcome.during} visitors' requests reached it in 2 s`,
      `Strapi reachable again: instance 2 ready and back in the round robin ${load.outcome.backAfter} ms later, by itself; the first visitor's request on it ${load.outcome.firstAfter} ms after that, ${load.outcome.after} in all by a second later`,
    );
    assert.equal(load.failed, 0, `failed requests while an instance could not render: ${load.detail}`);
    assert.equal(load.outcome.during, 0, 'requests reached the instance that could not render');
    if (!(load.outcome.after > 0)) {
      const counted = (await (await fetch(stack.metricsUrls[index] ?? '')).text())
        .split('\n')
        .filter((line) => line.startsWith('site_http_requests_total'));
      throw new Error(
        `no request reached instance 2 after it came back:\n${lines.join('\n')}\n${counted.join('\n')}\n${await stack.varnish?.admin('backend.list')}`,
      );
    }
  } finally {
    await restart({});
    await connection.close();
  }
  await waitFor('instance 2 healthy again', () => stack.varnish?.isHealthy(index));
  return lines;
}

/**
 * Through Prometheus's HTTP API, after the drills: both instances scraped and up, their requests
 * counted (over restarts: `increase`), the CMS's messages and the bans after them, and the alert
 * rules loaded. The queries and their answers go into the report.
 */
export async function prometheusSeesTheDrills(/** @type {Stack} */ stack) {
  const prometheus = stack.prometheus;
  assert.ok(prometheus, 'Prometheus runs');
  // One more scrape after the last drill.
  await sleep(1500);
  const targets = await prometheus.targets();
  assert.deepEqual(
    targets.map((target) => target.health),
    stack.metricsUrls.map(() => 'up'),
    `Prometheus's targets: ${JSON.stringify(targets)}`,
  );
  const lines = [`targets: ${targets.map((target) => `${target.instance} ${target.health}`).join(', ')}`];
  const show = async (expr) => {
    const result = await prometheus.query(expr);
    lines.push(
      `${expr} → ${result.map((sample) => `${Object.values(sample.labels).join(' ') || '{}'} ${Number.isInteger(sample.value) || sample.value > 100 ? Math.round(sample.value) : sample.value.toFixed(3)}`).join('; ') || '(empty)'}`,
    );
    return result;
  };
  const window = '15m';
  const requests = await show(
    `sum by (instance) (increase(site_http_requests_total{route!~"/healthz|/readyz"}[${window}]))`,
  );
  assert.equal(requests.length, stack.metricsUrls.length, 'requests counted on every instance');
  assert.ok(
    requests.every((sample) => sample.value > 0),
    'visitors’ requests on every instance',
  );
  const changes = await show(`sum(increase(site_cms_changes_total{outcome="applied"}[${window}]))`);
  assert.ok((changes[0]?.value ?? 0) > 0, 'the CMS’s messages counted');
  const purges = await show(`sum(increase(site_cache_purges_total{outcome="ok"}[${window}]))`);
  assert.ok((purges[0]?.value ?? 0) > 0, 'the bans after them counted');
  await show(
    `histogram_quantile(0.99, sum by (le) (rate(site_render_duration_seconds_bucket{route="/[...slug]"}[${window}])))`,
  );
  await show(`sum by (kind) (increase(site_strapi_fetch_errors_total[${window}]))`);
  await show('count by (build_id) (site_build_info)');
  const rules = await (await fetch(`${prometheus.url}/api/v1/rules`)).json();
  const alerts = rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name));
  assert.ok(alerts.length >= 5, `the alert rules loaded: ${alerts.join(', ')}`);
  lines.push(`alert rules loaded in Prometheus: ${alerts.join(', ')}`);
  return lines;
}
