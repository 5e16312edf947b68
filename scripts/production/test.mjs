// The production-shape test (issue 23, point 5): `pnpm test:production`, after `npm test` in CI
// (.ci/run). Starts PostgreSQL, Strapi (seeded), the sandbox back end, two instances of the site's
// one build and Varnish (deploy/varnish/site.vcl), all on loopback ports 5400–5499, and proves:
//   - the VCL's own cases (varnishtest, deploy/varnish/test/*.vtc);
//   - every demo page through Varnish equals instance 1's (status, sections' HTML, security headers),
//     and a second request is a HIT; the editors' preview passes, uncached;
//   - a lead sent from a page served through Varnish reaches the sandbox;
//   - the figures: one instance, two without a cache, Varnish hot (bench.mjs, with its budget);
//   - publish in Strapi → the page through Varnish and on every instance within 2 s;
//   - the site search: a page published found within 2 s through Varnish and on every instance, a
//     search never stored, a query's digits in no log;
//   - SIGKILL of an instance under load → no failed request;
//   - a rolling restart to a new release under load → no failed request, the new release serves;
//     every file a page of either release names found on instances of the other (skew.mjs);
//   - a backup of Strapi's database and media restored into a fresh cluster and folder, a second
//     Strapi on them: every page and media file the same (backup.mjs);
//   - Strapi stopped → stored pages 200 from grace, a page stored nowhere the site's 503 page;
//     Strapi back → every page fresh;
//   - an instance that cannot reach Strapi (nothing cached) out of Varnish's round robin under load,
//     no failed request, and back by itself (health.mjs); the alert rules pass promtool; Prometheus,
//     scraping both instances' metrics, sees the drills' traffic (a query through its HTTP API).
// Every process is stopped at the end, and killed if this script dies (processes.mjs). Options:
// `--sqlite` (Strapi on SQLite instead of PostgreSQL), `--skip-figures`, `--verbose` (every log line),
// `--only=<words>` (only the drills whose name holds them, e.g. `--only=search`), and
// PRODUCTION_PORTS_FROM (stack.mjs) to move the ports.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { backupRestores } from './backup.mjs';
import { runFigures } from './bench.mjs';
import {
  cmsOutage,
  killUnderLoad,
  pagesThroughVarnish,
  previewPasses,
  publishThroughVarnish,
  rollingRestart,
  searchThroughVarnish,
} from './drills.mjs';
import { alertRules, prometheusSeesTheDrills, readinessDrill } from './health.mjs';
import { leadThroughVarnish } from './lead.mjs';
import { ROOT, startStack } from './stack.mjs';

const run = promisify(execFile);
const args = new Set(process.argv.slice(2));
/**
 * `--only=<words>`: only the drills whose name holds them (the VCL's cases, the alert rules' and the
 * stack always run).
 */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .toLowerCase();
const database = args.has('--sqlite') ? 'sqlite' : 'postgres';
/** The instances' own cache of Strapi's answers: short, so the outage drill reaches Varnish's grace. */
const CACHE_TTL_MS = 2000;
/** The whole run's limit: a hang fails it rather than holding CI. */
const RUN_LIMIT_MS = 9 * 60_000;

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
const say = (line) => process.stdout.write(`${line}\n`);
const timer = setTimeout(() => {
  say(`✗ The production-shape test did not finish within ${RUN_LIMIT_MS / 60_000} minutes: stopped.`);
  process.exit(1);
}, RUN_LIMIT_MS);
timer.unref();

/** The steps that run whatever `--only` says: the first ones. */
const ALWAYS = 3;
/** @type {{ name: string, ok: boolean, ms: number, lines: string[] }[]} */
const results = [];
async function step(name, action) {
  if (only && results.length >= ALWAYS && !name.toLowerCase().includes(only)) return true;
  say(`› ${name}`);
  const stepStarted = performance.now();
  try {
    const lines = (await action()) ?? [];
    const ms = Math.round(performance.now() - stepStarted);
    results.push({ name, ok: true, ms, lines });
    for (const line of lines) say(`  ${line}`);
    say(`  ✓ ${(ms / 1000).toFixed(1)} s`);
    return true;
  } catch (error) {
    const ms = Math.round(performance.now() - stepStarted);
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, ms, lines: [message] });
    say(`  ✗ ${message.split('\n').join('\n    ')}`);
    return false;
  }
}

let stack;
try {
  await step('The VCL’s own cases (varnishtest)', async () => {
    const dir = path.join(ROOT, 'deploy/varnish/test');
    const files = readdirSync(dir).filter((file) => file.endsWith('.vtc'));
    try {
      await run('varnishtest', ['-q', '-j', '4', ...files], { cwd: dir, timeout: 120_000 });
    } catch (error) {
      throw new Error(`varnishtest failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
    return [`${files.length} cases passed: ${files.join(', ')}`];
  });

  await step('The alert rules (promtool check rules, test rules)', alertRules);

  const up = await step(
    `The stack: ${database === 'postgres' ? 'PostgreSQL' : 'SQLite'}, Strapi (seeded), sandbox, 2 instances, Varnish, Prometheus`,
    async () => {
      stack = await startStack({
        database,
        cacheTtlMs: CACHE_TTL_MS,
        log: args.has('--verbose') ? (source, line) => say(`    [${source}] ${line}`) : undefined,
      });
      const timings = Object.entries(stack.timings).map(
        ([what, ms]) => `${what} ${(ms / 1000).toFixed(1)} s`,
      );
      return [
        `up: ${timings.join(', ')}; Varnish ${stack.varnishUrl}, instances ${stack.instanceUrls.join(' ')}`,
      ];
    },
  );
  if (up) {
    await step('Every demo page through Varnish', () => pagesThroughVarnish(stack));
    await step('The editors’ preview through Varnish', () => previewPasses(stack));
    await step('A lead from a page served through Varnish', () => leadThroughVarnish(stack));
    if (!args.has('--skip-figures') && !only) {
      await step('Figures (autocannon)', async () => {
        const { table, failures } = await runFigures(stack, (line) => say(`  ${line}`));
        say('');
        say(table);
        say('');
        if (failures.length > 0) throw new Error(failures.join('\n'));
        return [];
      });
    }
    await step('Publish in Strapi → through Varnish within 2 s', () => publishThroughVarnish(stack));
    await step('The site search: published → found within 2 s, no query in a log', () =>
      searchThroughVarnish(stack),
    );
    await step('SIGKILL of an instance under load', () => killUnderLoad(stack));
    await step('Rolling restart to a new release under load, no skew', () => rollingRestart(stack));
    if (database === 'postgres')
      await step('A backup of Strapi (PostgreSQL, media) restored', () => backupRestores(stack));
    await step('Strapi stopped, and back', () => cmsOutage(stack, CACHE_TTL_MS));
    await step('An instance that cannot reach Strapi: out of the round robin (readyz), and back', () =>
      readinessDrill(stack),
    );
    await step('Prometheus sees the drills’ traffic (metrics of both instances)', () =>
      prometheusSeesTheDrills(stack),
    );
  }
} finally {
  if (stack) await stack.stop();
}

const failed = results.filter((result) => !result.ok);
say('');
for (const result of results)
  say(`${result.ok ? '✓' : '✗'} ${result.name} (${(result.ms / 1000).toFixed(1)} s)`);
say(`production-shape: ${results.length - failed.length} passed, ${failed.length} failed, in ${seconds()} s`);
process.exit(failed.length > 0 ? 1 : 0);
