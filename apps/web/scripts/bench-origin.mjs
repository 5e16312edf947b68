// The site's own origin throughput (issue 23, point 8): autocannon against one running instance,
// as the issue measured it (20 connections, 8 s, gzip), page after page, on loopback.
//
//   node scripts/bench-origin.mjs --url http://127.0.0.1:5200 [--pid <server pid>] [--duration 8]
//     [--connections 20] [--warmup 2] [/ /caste-dotazy /kontakty]
//
// Prints pages/s (2xx answers per second), p50 and p99 latency, and, with `--pid`, the server's CPU
// time per page (from /proc/<pid>/stat: user + system). On a machine shared with other work, pages/s
// and latency move with the neighbours' load; CPU time per page moves much less, so it is the figure
// to compare two builds by. Each page is warmed up first (not counted): the JIT, the content cache.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    pid: { type: 'string' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
  },
});
const paths = positionals.length ? positionals : ['/', '/caste-dotazy', '/kontakty'];
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);

/** CPU seconds the process has used so far (utime + stime, in clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count from the closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const run = (url, seconds) =>
  autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });

const rows = [];
for (const path of paths) {
  const url = new URL(path, values.url).href;
  if (warmup > 0) await run(url, warmup);
  const cpuBefore = values.pid ? cpuSeconds(values.pid) : 0;
  const result = await run(url, duration);
  const cpu = values.pid ? cpuSeconds(values.pid) - cpuBefore : undefined;
  const pages = result['2xx'];
  const failed = result.non2xx + result.errors + result.timeouts;
  rows.push({
    path,
    perSecond: pages / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: cpu === undefined || pages === 0 ? undefined : (cpu * 1000) / pages,
    failed,
  });
}

process.stdout.write(
  `autocannon -c ${connections} -d ${duration} -H 'accept-encoding: gzip' (warm-up ${warmup} s), ${values.url}\n\n`,
);
process.stdout.write('| Page | pages/s | p50 (ms) | p99 (ms) | server CPU per page (ms) | failed |\n');
process.stdout.write('| --- | ---: | ---: | ---: | ---: | ---: |\n');
for (const row of rows) {
  process.stdout.write(
    `| \`${row.path}\` | ${row.perSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.cpuMs?.toFixed(2) ?? '–'} | ${row.failed} |\n`,
  );
}
