import {
  baselinesChromiumVersion,
  machineChromiumVersion,
  versionNotice,
} from '../scripts/baselines-chromium.mjs';

/**
 * Before the stories run (Vitest's global setup, once a run): one line when this machine's Chromium
 * is not the one the visual baselines were taken with. A run on another version still compares and
 * fails only on a picture that differs; the line says why one might, and how to refresh them.
 */
export default function announceChromiumVersion(): void {
  const notice = versionNotice(machineChromiumVersion(), baselinesChromiumVersion());
  if (notice) process.stdout.write(`${notice}\n`);
}
