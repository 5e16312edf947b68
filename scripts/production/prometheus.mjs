// Prometheus for the production-shape test and `pnpm start:production`: Debian's prometheus in the
// foreground, on a loopback port, with a configuration written here that scrapes every site
// instance's metrics port (apps/web/src/site/requestMetrics.mjs) each second and loads the
// deployment's alert rules (deploy/prometheus/alerts.yml). No systemd, nothing in /etc.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProcess, waitForUrl } from './processes.mjs';

/** The deployment's alert rules, which the test also checks with promtool. */
export const ALERT_RULES = path.resolve(import.meta.dirname, '../../deploy/prometheus/alerts.yml');

const PROMETHEUS = '/usr/bin/prometheus';

/**
 * The configuration: one job, `site`, whose targets are the instances' metrics ports. A second's
 * interval keeps the test short; a deployment scrapes every 15 s (deploy/prometheus/prometheus.example.yml).
 * @param {string[]} targets host:port of each instance's metrics
 */
export function prometheusConfig(targets) {
  return [
    'global:',
    '  scrape_interval: 1s',
    '  evaluation_interval: 1s',
    'rule_files:',
    `  - ${JSON.stringify(ALERT_RULES)}`,
    'scrape_configs:',
    '  - job_name: site',
    '    static_configs:',
    `      - targets: [${targets.map((target) => JSON.stringify(target)).join(', ')}]`,
    '',
  ].join('\n');
}

/**
 * Starts Prometheus on `port` scraping `targets`, and waits until it is ready.
 * @param {{ port: number, targets: string[], dir: string, log?: (line: string) => void }} options
 */
export async function startPrometheus({ port, targets, dir, log }) {
  if (!existsSync(PROMETHEUS)) {
    throw new Error("no Prometheus: install Debian's prometheus (bash scripts/bootstrap.sh --prometheus)");
  }
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(config, prometheusConfig(targets));
  const url = `http://127.0.0.1:${port}`;
  const prometheus = startProcess({
    name: 'prometheus',
    command: PROMETHEUS,
    args: [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    log,
  });
  try {
    await waitForUrl(`${url}/-/ready`, { process: prometheus, timeoutMs: 30_000 });
  } catch (error) {
    await prometheus.stop();
    throw error;
  }
  return {
    url,
    process: prometheus,
    /**
     * An instant query through Prometheus's HTTP API: its vector, as `{ labels, value }`.
     * @param {string} expr
     */
    async query(expr) {
      const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expr)}`);
      const body = await response.json();
      if (body.status !== 'success') throw new Error(`Prometheus: ${expr}: ${body.error ?? response.status}`);
      return body.data.result.map((sample) => ({ labels: sample.metric, value: Number(sample.value[1]) }));
    },
    /** The scrape targets and their health (`up`, `down`, `unknown`). */
    async targets() {
      const body = await (await fetch(`${url}/api/v1/targets`)).json();
      return body.data.activeTargets.map((target) => ({
        instance: target.labels.instance,
        health: target.health,
      }));
    },
    stop: () => prometheus.stop(),
  };
}
