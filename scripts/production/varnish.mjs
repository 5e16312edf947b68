// Varnish for the production-shape test and `pnpm start:production`: Debian's varnishd in the
// foreground (-F), on a loopback port, with a working folder of its own (-n), never as root (as root
// it runs as the `varnish` user the package made), and with deploy/varnish/site.vcl plus the
// instances.vcl written here. No systemd, nothing in /etc.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { instancesVcl } from '../../deploy/varnish/instances.mjs';
import { removeOnExit, startProcess, waitForUrl } from './processes.mjs';

const run = promisify(execFile);
/** The site's VCL (deploy/varnish/site.vcl); the figures' plain round robin has its own (pass.vcl). */
export const SITE_VCL = path.resolve(import.meta.dirname, '../../deploy/varnish/site.vcl');

/** Debian puts varnishd in /usr/sbin, which a user's PATH may lack. */
const VARNISHD = existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : 'varnishd';

/** The uid and gid varnishd runs as: this process's own, or the package's `varnish` user under root. */
function unprivileged() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag) => Number(execFileSync('id', [flag, 'varnish'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error("no `varnish` user: install Debian's varnish (bash scripts/bootstrap.sh --varnish)");
  }
}

/**
 * Starts varnishd in front of `instances` and waits until it answers on `port` and sees at least
 * one healthy instance.
 * @param {{ port: number, adminPort: number, instances: { host: string, port: number }[], secret: string,
 *   vcl?: string, storage?: string, log?: (line: string) => void }} options
 */
export async function startVarnish({
  port,
  adminPort,
  instances,
  secret,
  vcl = SITE_VCL,
  storage = 'malloc,256m',
  log,
}) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'varnish-'));
  removeOnExit(workDir);
  // The VCL is copied: varnishd (not root) may not read a clone under /root.
  copyFileSync(vcl, path.join(workDir, 'site.vcl'));
  writeFileSync(path.join(workDir, 'instances.vcl'), instancesVcl(instances));
  const adminSecret = path.join(workDir, 'admin.secret');
  writeFileSync(adminSecret, `${crypto.randomUUID()}\n`, { mode: 0o600 });
  const stateDir = path.join(workDir, 'state');
  mkdirSync(stateDir);
  const user = unprivileged();
  if (user) {
    for (const file of [workDir, stateDir, adminSecret]) chownSync(file, user.uid, user.gid);
  }
  const listen = `127.0.0.1:${port}`;
  const varnishd = startProcess({
    name: 'varnishd',
    command: VARNISHD,
    args: [
      '-F',
      '-n',
      stateDir,
      '-a',
      listen,
      '-T',
      `127.0.0.1:${adminPort}`,
      '-S',
      adminSecret,
      '-f',
      path.join(workDir, 'site.vcl'),
      '-p',
      `vcl_path=${workDir}`,
      // pass.vcl has no use for the purge ACL that instances.vcl defines.
      '-p',
      `vcc_err_unref=${vcl === SITE_VCL ? 'on' : 'off'}`,
      '-s',
      storage,
      // Objects without a Cache-Control (static files the adapter serves) live two minutes.
      '-p',
      'default_ttl=120',
      // A ban is checked against stored objects in the background right away (the bans are on obj.*).
      '-p',
      'ban_lurker_age=1',
    ],
    env: { PATH: process.env.PATH, VARNISH_PURGE_SECRET: secret },
    ...user,
    log,
  });
  const admin = async (...command) => {
    const { stdout } = await run('varnishadm', [
      '-T',
      `127.0.0.1:${adminPort}`,
      '-S',
      adminSecret,
      ...command,
    ]);
    return stdout;
  };
  const stop = async () => {
    await varnishd.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`http://${listen}/robots.txt`, { process: varnishd, timeoutMs: 60_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://${listen}`,
    process: varnishd,
    workDir,
    admin,
    /**
     * `healthy`, `sick` or `auto` (the probes decide) for instance `index` (0-based): its backend in
     * the ready director and in the live fallback (deploy/varnish/instances.mjs) alike.
     */
    async setHealth(index, state) {
      await admin('backend.set_health', `instance_${index + 1}`, state);
      await admin('backend.set_health', `instance_${index + 1}_alive`, state);
    },
    /** Whether the readiness probe (or an override) holds instance `index` (0-based) in the round robin. */
    async isHealthy(index) {
      const list = await admin('backend.list', `instance_${index + 1}`);
      const name = new RegExp(`\\binstance_${index + 1}\\s`);
      const line = list.split('\n').find((entry) => name.test(entry)) ?? '';
      return /\bhealthy\b/i.test(line) && !/\bsick\b/i.test(line);
    },
    stop,
  };
}
