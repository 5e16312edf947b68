// `pnpm start:production`: the production shape, up until Ctrl+C, to look at and try by hand:
// PostgreSQL → Strapi (seeded, its admin API) → two site instances → Varnish, the sandbox back
// end for the leads, and Prometheus scraping the instances, on the loopback ports of stack.mjs. `--sqlite`: Strapi on SQLite instead.
import { ADMIN, PORTS, startStack } from './stack.mjs';

const database = process.argv.includes('--sqlite') ? 'sqlite' : 'postgres';
process.stdout.write(
  `› Starting ${database === 'postgres' ? 'PostgreSQL' : 'SQLite'}, Strapi, the sandbox, 2 instances, Varnish and Prometheus\n`,
);
const stack = await startStack({ database });
process.stdout.write(
  [
    '',
    `  The site through Varnish   ${stack.varnishUrl}   (X-Cache: HIT, STALE, MISS, PASS)`,
    ...stack.instanceUrls.map(
      (url, index) =>
        `  Instance ${index + 1}                 ${url}   (${url}/readyz; metrics ${stack.metricsUrls[index]})`,
    ),
    `  Prometheus                 ${stack.prometheus?.url}   (alerts: ${stack.prometheus?.url}/alerts)`,
    `  Strapi (REST, admin API)   ${stack.cmsUrl}   administrator ${ADMIN.email} / ${ADMIN.password}`,
    `  Sandbox back end           ${stack.sandboxUrl}/inbox`,
    `  Varnish's CLI              varnishadm -T 127.0.0.1:${PORTS.varnishAdmin} -S ${stack.varnish?.workDir}/admin.secret backend.list`,
    `  A ban, as the site sends   curl -X BAN -H 'X-Purge-Secret: ${stack.secrets.purge}' ${stack.varnishUrl}/kontakty`,
    '',
    'Ctrl+C stops everything.',
    '',
  ].join('\n'),
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\n› Stopping\n');
  await stack.stop();
  process.exit(0);
};
// processes.mjs exits on these too; here the stack is stopped in order first (PostgreSQL last).
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
