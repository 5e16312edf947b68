// The production shape's figures (issue 23, point 6), side by side in one run, with autocannon on
// loopback (20 connections, gzip, 5 s per row after a 1 s warm-up): pages/s, p50 and p99 for `/`,
// `/caste-dotazy` and `/kontakty` from one instance, from two instances behind a plain round robin
// (Varnish passing every request: pass.vcl), and through Varnish with the pages in its cache.
// The budget fails the run: through Varnish at least 20× one instance's pages/s on /caste-dotazy,
// with p99 under 20 ms.
//
//   pnpm bench:production            (starts the whole stack: scripts/production/stack.mjs)
//   In code (test.mjs): `await runFigures(stack)` → { table, failures }.
import path from 'node:path';
import autocannon from 'autocannon';
import { PORTS, startStack } from './stack.mjs';
import { startVarnish } from './varnish.mjs';

export const PAGES = ['/', '/caste-dotazy', '/kontakty'];
export const BUDGET = { page: '/caste-dotazy', times: 20, p99Ms: 20 };
const SETTINGS = { connections: 20, seconds: 5, warmup: 1 };

/** One autocannon run: pages/s (2xx per second), p50, p99, and what failed. */
async function measure(url, seconds) {
  const result = await autocannon({
    url,
    connections: SETTINGS.connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    perSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * @param {{ instanceUrls: string[], varnishUrl: string, secrets: { purge: string } }} stack
 * @param {(line: string) => void} [say]
 */
export async function runFigures(stack, say = () => {}) {
  const pass = await startVarnish({
    port: PORTS.varnish + 2,
    adminPort: PORTS.varnish + 3,
    instances: stack.instanceUrls.map((url) => ({ host: '127.0.0.1', port: Number(new URL(url).port) })),
    secret: stack.secrets.purge,
    vcl: path.join(import.meta.dirname, 'pass.vcl'),
  });
  const setups = [
    { name: 'one instance', origin: stack.instanceUrls[0] ?? '' },
    { name: `${stack.instanceUrls.length} instances, no cache`, origin: pass.url },
    { name: 'Varnish (hot)', origin: stack.varnishUrl },
  ];
  /** @type {{ setup: string, page: string, perSecond: number, p50: number, p99: number, failed: number }[]} */
  const rows = [];
  try {
    for (const setup of setups) {
      for (const page of PAGES) {
        const url = new URL(page, setup.origin).href;
        await measure(url, SETTINGS.warmup);
        const row = { setup: setup.name, page, ...(await measure(url, SETTINGS.seconds)) };
        say(
          `${setup.name} ${page}: ${row.perSecond.toFixed(0)} pages/s, p50 ${row.p50} ms, p99 ${row.p99} ms`,
        );
        rows.push(row);
      }
    }
  } finally {
    await pass.stop();
  }
  const lines = [
    `autocannon -c ${SETTINGS.connections} -d ${SETTINGS.seconds} -H 'accept-encoding: gzip' (after a ${SETTINGS.warmup} s warm-up), loopback`,
    '',
    '| Page | Setup | pages/s | p50 (ms) | p99 (ms) | failed |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const page of PAGES) {
    for (const row of rows.filter((entry) => entry.page === page)) {
      lines.push(
        `| \`${page}\` | ${row.setup} | ${row.perSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.failed} |`,
      );
    }
  }
  const one = rows.find((row) => row.setup === setups[0]?.name && row.page === BUDGET.page);
  let hot = rows.find((row) => row.setup === setups[2]?.name && row.page === BUDGET.page);
  const failures = [];
  if (!one || !hot) failures.push(`no figures for ${BUDGET.page}`);
  else {
    const within = (row) => row.perSecond / one.perSecond >= BUDGET.times && row.p99 < BUDGET.p99Ms;
    let runs = '';
    if (!within(hot)) {
      // A machine shared with other work moves a 5 s p99 by a few milliseconds: a miss is measured
      // twice more and the median of the three counts (as the Lighthouse budgets do).
      const again = [hot];
      for (let run = 0; run < 2; run++) {
        again.push({
          ...hot,
          ...(await measure(new URL(BUDGET.page, stack.varnishUrl).href, SETTINGS.seconds)),
        });
      }
      const median = (values) => values.sort((a, b) => a - b)[1] ?? Number.NaN;
      runs = ` (median of 3 runs: p99 ${again.map((row) => row.p99).join(', ')} ms)`;
      hot = {
        ...hot,
        perSecond: median(again.map((row) => row.perSecond)),
        p99: median(again.map((row) => row.p99)),
      };
      say(`budget missed once: ${runs.trim()}`);
    }
    const times = hot.perSecond / one.perSecond;
    lines.push(
      '',
      `Budget on ${BUDGET.page}: through Varnish ${times.toFixed(0)}× one instance's pages/s (≥ ${BUDGET.times}×), p99 ${hot.p99} ms (< ${BUDGET.p99Ms} ms)${runs}`,
    );
    if (times < BUDGET.times) {
      failures.push(
        `through Varnish ${times.toFixed(1)}× one instance's pages/s on ${BUDGET.page}, under ${BUDGET.times}×`,
      );
    }
    if (hot.p99 >= BUDGET.p99Ms) {
      failures.push(`p99 through Varnish on ${BUDGET.page} is ${hot.p99} ms, not under ${BUDGET.p99Ms} ms`);
    }
  }
  for (const row of rows) {
    if (row.failed > 0) failures.push(`${row.setup} ${row.page}: ${row.failed} requests failed`);
  }
  return { table: lines.join('\n'), rows, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const database = process.argv.includes('--sqlite') ? 'sqlite' : 'postgres';
  process.stdout.write(
    `› Starting the production shape (${database}, Strapi, sandbox, 2 instances, Varnish)\n`,
  );
  // No Prometheus: the figures measure the site and Varnish alone.
  const stack = await startStack({ database, prometheus: false });
  let failed = true;
  try {
    const { table, failures } = await runFigures(stack, (line) => process.stdout.write(`  ${line}\n`));
    process.stdout.write(`\n${table}\n`);
    for (const failure of failures) process.stdout.write(`✗ ${failure}\n`);
    failed = failures.length > 0;
  } finally {
    await stack.stop();
  }
  process.stdout.write(`› Finished in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  process.exit(failed ? 1 : 0);
}
