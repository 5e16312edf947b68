import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baselinesChromiumVersion, parseChromiumVersion, versionNotice } from './baselines-chromium.mjs';

describe("the visual baselines' Chromium", () => {
  it("reads the version from the headless shell's and the full browser's --version lines", () => {
    expect(parseChromiumVersion('Chromium 156.0.8078.129\n')).toBe('156.0.8078.129');
    expect(parseChromiumVersion('Chromium 156.0.8078.129 built on Debian GNU/Linux 12 (bookworm)\n')).toBe(
      '156.0.8078.129',
    );
    expect(() => parseChromiumVersion('command not found')).toThrow('No Chromium version');
  });

  it('says nothing when the machine has the Chromium the baselines were taken with', () => {
    expect(versionNotice('156.0.8078.129', '156.0.8078.129')).toBeUndefined();
  });

  it('says in one line which versions differ and how to refresh the baselines', () => {
    const notice = versionNotice('157.0.7000.1', '156.0.8078.129');
    expect(notice).toContain('Chromium 157.0.7000.1 here');
    expect(notice).toContain('taken with Chromium 156.0.8078.129');
    expect(notice).toContain('`pnpm test:visual:update`');
    expect(notice).not.toContain('\n');
  });

  it('says so when no version is recorded, and reads a recorded one without its newline', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'baselines-chromium-'));
    try {
      const file = path.join(dir, 'chromium-version.txt');
      expect(baselinesChromiumVersion(file)).toBeUndefined();
      expect(versionNotice('156.0.8078.129', undefined)).toContain('name no Chromium version');
      writeFileSync(file, '156.0.8078.129\n');
      expect(baselinesChromiumVersion(file)).toBe('156.0.8078.129');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
