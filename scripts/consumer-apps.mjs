// Consumer apps: what another brand's web team gets when it follows only the packages' READMEs.
// The release is rehearsed (scripts/release-rehearsal.mjs: the packages published to a local
// Verdaccio), the sandbox back end starts, and for each template in scripts/consumer-apps/ (a fresh
// Next.js 16 App Router app and a fresh Vite + React app) a copy in a temporary directory installs the
// packages by the exact versions `pnpm release` published (`@insurance-web:registry=` the rehearsal;
// everything else from the default npm registry), builds, and serves. A third app installs ui's
// patch, released alone, beside the first release's block packages; the `next` channel comes last. Chromium (Playwright) then checks that the blocks
// show, that the call-back modal sends a lead the sandbox stores, that the casco dialog opens, and
// that the packages' Tailwind classes were generated (computed gaps and padding).
//   node scripts/consumer-apps.mjs              (after the packages' build; `pnpm test:consumers`)
//   node scripts/consumer-apps.mjs --only=vite  one app;  --keep-tmp leaves the apps' directories;
//   --drop-css=<package,…> leaves those packages' CSS lines out (a control: the class checks fail)
// Each app has a budget of JavaScript on load (issue 25, point 8: a brand site pays only for the blocks
// it renders): every script the page has loaded once the network is idle, gzip, against `jsBudgetKb`.
// Ports: every server here (the registry, the sandbox, the apps) takes a free port the system gives.
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { addDays, callbackMinDate, isWorkingDay } from '../packages/validation/dist/index.js';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium.mjs';
import { rehearseRelease } from './release-rehearsal.mjs';

const root = path.resolve(import.meta.dirname, '..');
const templates = path.join(import.meta.dirname, 'consumer-apps');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const keepTmp = process.argv.includes('--keep-tmp');
// A control run: leaves these packages' styles.css lines out of the apps' CSS, so the class checks
// must fail (`--drop-css=content-sections,callback-forms,casco-dialog`).
const dropCss = (process.argv.find((arg) => arg.startsWith('--drop-css='))?.slice(11) ?? '')
  .split(',')
  .filter(Boolean);

// Issue 25's budget. The page's rich text comes as Strapi's Blocks field sends it (JSON), so the
// rich-text fields' string conversion (Markdown or HTML: sanitize-html with postcss 54.0 kB, marked and
// htmlparser2 16.9 kB) never loads: `<LazySections>` downloads it only for a page whose data has a
// string rich-text field (180.8 kB measured on 2026-11-28 with this page's two fields as Markdown).
const VITE_BUDGET_KB = 130;

const VITE_APP = {
  name: 'vite',
  label: 'Vite + React',
  siteFile: 'src/site.ts',
  css: 'src/index.css',
  build: (env) => ['npm', ['run', 'build'], env],
  serve: (port) => [
    'node_modules/.bin/vite',
    ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
  ],
  serverRendered: false,
  // The page's blocks load per type (`<LazySections>`): React and the five blocks' code, not every block.
  jsBudgetKb: VITE_BUDGET_KB,
};

const APPS = [
  {
    name: 'next',
    label: 'Next.js 16 (App Router)',
    siteFile: 'site.ts',
    css: 'app/globals.css',
    build: (env) => ['npm', ['run', 'build'], env],
    serve: (port) => ['node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1']],
    serverRendered: true,
    // The static blocks render in a server component and ship nothing; the client code is React,
    // Next's runtime and the two islands (the call-back button, the casco section). 181.9 kB measured
    // with ui's one lazy-dialog rule in the islands (a dialog whose code cannot download keeps its block).
    jsBudgetKb: 184,
  },
  VITE_APP,
  {
    // A brand site that upgrades one package alone: after the first release, a patch changeset on
    // ui is versioned and released (`pnpm release` in the rehearsal); it moves ui only, since every
    // block package's `^1` peer range takes it. The site installs that ui beside the block packages
    // of the first release. One ui must be installed (they take it as a peer), so their call-back
    // modal and casco dialog share the new SiteContext; with a copy of ui each, `useSite` would throw.
    ...VITE_APP,
    name: 'vite-upgrade',
    template: 'vite',
    label: 'Vite + React, ui patched alone',
    upgrade: { patch: '@insurance-web/ui', follows: [] },
  },
].filter((app) => !only || only.split(',').includes(app.name));

const HEADINGS = [
  'Pojištění, které vás podrží',
  'Jak sjednat pojištění',
  'Zavolejte nám',
  'Naše historie',
  'Havarijní pojištění na míru',
];
const CALLBACK_TITLE = 'Dejte nám prosím vědět, kdy vám můžeme zavolat zpátky';
const CALLBACK_SENT = 'Děkujeme, formulář byl odeslán a my se brzy ozveme.';
const CASCO_TITLE = 'Ozveme se vám s konkrétní nabídkou';
/**
 * The page's static blocks by CMS type: a server-rendered app must ship none of their code (their
 * definitions, whose `type` no minifier changes, stay on the server).
 */
const STATIC_TYPES = ['blocks.hero', 'blocks.rich-text', 'blocks.phone-box', 'blocks.timeline'];
/** A block definition's `type: 'blocks.hero'` as any minifier writes it (a loader map's keys are not it). */
const definesType = (code, type) =>
  new RegExp(`\\btype:\\s*["'\`]${type.replace('.', '\\.')}["'\`]`).test(code);

// ---- processes and clean-up -------------------------------------------------------------------

const children = new Set();
const tmpDirs = new Set();

function cleanUp() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM'); // its own process group: npm's and next's children too
    } catch {}
  }
  children.clear();
  if (!keepTmp) for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** The environment of a fresh shell: none of pnpm's npm_config_* or npm_package_* leak into npm. */
function cleanEnv(extra = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|PNPM_|INIT_CWD|TURBO_)/i.test(key)),
  );
  return {
    ...env,
    NEXT_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    ...extra,
  };
}

/**
 * Runs a command to its end without blocking this process (the registry answers from it). A command
 * that outlives `timeoutMs` is stopped and fails the run, rather than hang it (an npm install that
 * cannot verify the registry's certificate retries each request for a minute and more).
 */
function run(command, args, { cwd, env, log, timeoutMs = 300_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      reject(
        new Error(
          `${command} ${args.join(' ')} did not finish in ${timeoutMs / 1000} s:\n${output.slice(-4000)}`,
        ),
      );
    }, timeoutMs);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      children.delete(child);
      if (log) writeFileSync(log, output);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`));
    });
  });
}

/** Starts a server and resolves once `url` answers 200. */
async function serve(command, args, { cwd, env, url, log }) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(url)).ok) return { stop: () => stop(child), output: () => output };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (log) writeFileSync(log, output);
  throw new Error(`${url} did not answer within 60 s:\n${output}`);
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
  children.delete(child);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const seconds = (from) => Math.round((Date.now() - from) / 100) / 10;

/** A working day after the earliest bookable day (no weekend, no holiday), so that both day parts can be chosen. */
function bookableDate(now = new Date()) {
  let iso = addDays(callbackMinDate(now), 1);
  while (!isWorkingDay(iso)) iso = addDays(iso, 1);
  const [year, month, day] = iso.split('-').map(Number);
  return { iso, czech: `${day}. ${month}. ${year}` };
}

// ---- the checks --------------------------------------------------------------------------------

async function waitFor(condition, { timeout = 15_000, what }) {
  const deadline = Date.now() + timeout;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await condition();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

/** Clicks until the dialog shows: a button rendered on the server does nothing until it hydrates. */
async function openDialog(page, button, title) {
  const dialog = page.getByRole('dialog', { name: title });
  await waitFor(
    async () => {
      if (!(await dialog.isVisible())) await button.click({ timeout: 2000 });
      await dialog.waitFor({ state: 'visible', timeout: 2000 });
      return true;
    },
    { what: `the dialog ${title}`, timeout: 30_000 },
  );
  return dialog;
}

/** Computed layout of an element: padding and, for a flex or grid container, its row gap. */
const layoutOf = (locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      display: style.display,
      rowGap: Number.parseFloat(style.rowGap) || 0,
      padding: Number.parseFloat(style.paddingTop) || 0,
    };
  });

/**
 * The class names on `scope` (and inside it) that no rule of the page's style sheets selects: with
 * Tailwind, a utility the host's build did not generate because it never scanned the package.
 */
const ungeneratedClasses = (scope) =>
  scope.evaluate((element) => {
    const generated = new Set();
    const walk = (rules) => {
      for (const rule of rules) {
        if (rule.selectorText) {
          for (const match of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g)) {
            generated.add(match[1].replace(/\\(.)/g, '$1'));
          }
        }
        if (rule.cssRules) walk(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        walk(sheet.cssRules);
      } catch {}
    }
    // Markers that style nothing of their own (`group`, `peer`) and the packages' own hooks.
    const markers = /^(group|peer|dark)$/;
    const missing = new Set();
    for (const node of [element, ...element.querySelectorAll('[class]')]) {
      for (const name of node.classList) if (!generated.has(name) && !markers.test(name)) missing.add(name);
    }
    return [...missing];
  });

/** The largest vertical padding of the element or its ancestors up to the dialog (the dialog's own box). */
const dialogPadding = (dialog) =>
  dialog.evaluate((element) => {
    let padding = 0;
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      padding = Math.max(padding, Number.parseFloat(getComputedStyle(node).paddingTop) || 0);
    }
    return padding;
  });

async function checkApp(browser, app, { siteUrl, sandboxUrl }) {
  const checks = [];
  const check = async (name, body) => {
    try {
      const detail = await body();
      checks.push({ name, ok: true, detail: detail ?? '' });
    } catch (error) {
      checks.push({ name, ok: false, detail: String(error.message ?? error).split('\n')[0] });
    }
  };
  const context = await browser.newContext({
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  // A fresh app has no favicon; any other failed request counts.
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      errors.push(`${response.status()} ${response.url()}`);
  });
  const scripts = new Map();
  const scriptTexts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(response.url(), gzipSync(body).length);
      scriptTexts.set(response.url(), body.toString('utf8'));
    } catch {}
  });
  let jsKb = '–';

  try {
    if (app.serverRendered) {
      await check('static blocks in the server HTML', async () => {
        const html = await (await fetch(siteUrl)).text();
        const missing = HEADINGS.filter((heading) => !html.includes(heading));
        if (missing.length) throw new Error(`not in the HTML: ${missing.join(', ')}`);
        return `${HEADINGS.length} headings`;
      });
    }
    await page.goto(siteUrl, { waitUntil: 'networkidle' });
    await check('block headings visible', async () => {
      for (const name of HEADINGS) {
        await page
          .getByRole('heading', { name, exact: true })
          .first()
          .waitFor({ state: 'visible', timeout: 10_000 });
      }
      return `${HEADINGS.length} headings`;
    });

    // Only once every block shows are all of the page's chunks in (a renderer in the browser asks
    // for its blocks' chunks after its own code ran; on a busy machine the network can be idle between).
    await page.waitForLoadState('networkidle');
    const loadedKb = Array.from(scripts.values()).reduce((sum, size) => sum + size, 0) / 1024;
    jsKb = loadedKb.toFixed(1);
    const largest = [...scripts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([url, size]) => `${new URL(url).pathname.split('/').pop()} ${(size / 1024).toFixed(1)}`);
    checks.push({
      name: `JS on load ≤ ${app.jsBudgetKb} kB gzip: ${scripts.size} scripts, ${jsKb} kB`,
      ok: loadedKb <= app.jsBudgetKb,
      detail: largest.join(', '),
    });
    if (app.serverRendered) {
      await check('static blocks ship no client code', async () => {
        const shipped = STATIC_TYPES.filter((type) =>
          [...scriptTexts.values()].some((text) => definesType(text, type)),
        );
        if (shipped.length) throw new Error(`the client's scripts define ${shipped.join(', ')}`);
        return `none of ${STATIC_TYPES.join(', ')} in ${scriptTexts.size} scripts`;
      });
    }

    await check('blocks laid out (content-sections classes)', async () => {
      const heading = page.getByRole('heading', { name: HEADINGS[0], exact: true });
      const size = await heading.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      if (size <= 16) throw new Error(`hero heading is ${size}px: content-sections' classes not generated`);
      const missing = await ungeneratedClasses(page.locator('main'));
      if (missing.length) throw new Error(`classes without CSS: ${missing.join(' ')}`);
      return `hero heading ${size}px, every class has CSS`;
    });

    const name = `Jana Nováková ${app.name} ${Math.random().toString(36).slice(2, 8)}`;
    const date = bookableDate();
    let modal;
    await check('call-back modal opens', async () => {
      modal = await openDialog(
        page,
        page.getByRole('button', { name: 'Zavolejte mi', exact: true }),
        CALLBACK_TITLE,
      );
      await modal.getByRole('textbox', { name: /Jméno/ }).waitFor({ timeout: 15_000 });
    });
    await check('call-back form spacing (callback-forms classes)', async () => {
      const form = await layoutOf(modal.locator('form').first());
      const padding = await dialogPadding(modal.locator('form').first());
      if (form.display !== 'flex' || form.rowGap <= 0)
        throw new Error(`form is display:${form.display}, row-gap ${form.rowGap}px: the fields touch`);
      if (padding <= 0) throw new Error('the modal has no padding');
      const missing = await ungeneratedClasses(modal);
      if (missing.length) throw new Error(`classes without CSS: ${missing.join(' ')}`);
      return `row-gap ${form.rowGap}px, padding ${padding}px`;
    });
    await check('call-back lead reaches the sandbox', async () => {
      await modal.getByRole('textbox', { name: /Jméno/ }).fill(name);
      const phone = modal.getByRole('textbox', { name: /Telefon/ });
      await phone.click();
      await phone.press('End');
      await phone.pressSequentially('777 123 456');
      await modal.getByRole('textbox', { name: /Datum/ }).fill(date.czech);
      await modal.getByRole('radio', { name: /Dopoledne/ }).check();
      await modal.getByRole('button', { name: 'Odeslat' }).click();
      await page.getByText(CALLBACK_SENT).waitFor({ state: 'visible', timeout: 15_000 });
      const stored = await waitFor(
        async () => {
          const inbox = await (await fetch(`${sandboxUrl}/inbox.json`)).json();
          return JSON.stringify(inbox).includes(name) && inbox;
        },
        { what: 'the lead in /inbox.json' },
      );
      const requests = stored.requests ?? stored.leads ?? stored;
      const lead = (Array.isArray(requests) ? requests : []).find((item) =>
        JSON.stringify(item).includes(name),
      );
      const payload =
        typeof lead?.payload === 'string' ? JSON.parse(lead.payload) : (lead?.payload ?? lead?.body);
      const expected = {
        name,
        phone: '+420 777 123 456',
        date: date.iso,
        dayTime: 0,
        contact: 'PHONE',
        termsAgreement: true,
      };
      const wrong = Object.entries(expected).filter(([key, value]) => payload?.[key] !== value);
      if (wrong.length)
        throw new Error(
          `payload ${JSON.stringify(payload)} differs in ${wrong.map(([key]) => key).join(', ')}`,
        );
      return `${lead?.endpoint ?? ''} ${lead?.path ?? ''}`.trim();
    });
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog')
      .first()
      .waitFor({ state: 'hidden', timeout: 5000 })
      .catch(() => {});

    let casco;
    await check('casco dialog opens', async () => {
      casco = await openDialog(
        page,
        page.getByRole('button', { name: 'Chci poradit', exact: true }),
        CASCO_TITLE,
      );
      await casco.getByRole('tablist').waitFor({ state: 'visible', timeout: 15_000 });
    });
    await check('casco dialog spacing (casco-dialog classes)', async () => {
      const form = await layoutOf(casco.locator('form').first());
      const padding = await dialogPadding(casco.locator('form').first());
      if (form.display !== 'flex' || form.rowGap <= 0)
        throw new Error(`form is display:${form.display}, row-gap ${form.rowGap}px: the fields touch`);
      if (padding <= 0) throw new Error('the dialog has no padding');
      const missing = await ungeneratedClasses(casco);
      if (missing.length) throw new Error(`classes without CSS: ${missing.join(' ')}`);
      return `row-gap ${form.rowGap}px, padding ${padding}px`;
    });
    await page.screenshot({ path: path.join(shots, `${app.name}-casco.png`) }).catch(() => {});
    await page.keyboard.press('Escape');

    await check('no errors in the console', async () => {
      if (errors.length) throw new Error(errors.slice(0, 3).join(' | '));
    });
  } finally {
    await page.screenshot({ path: path.join(shots, `${app.name}-page.png`), fullPage: true }).catch(() => {});
    await context.close();
  }
  return { checks, jsKb };
}

// ---- the one-package upgrade ---------------------------------------------------------------------

const pick = (object, keys) => Object.fromEntries(keys.map((key) => [key, object[key]]));

/**
 * Releases a patch of one package (after the first apps installed the release): the rehearsal's
 * checks (only it and what must follow it move, published as `latest`) join the details.
 * @returns {Promise<Record<string, string>>} every package's version after it
 */
async function publishUpgrade(registry, { patch, follows }, details) {
  const { versions, checks } = await registry.publishPatch(patch, follows);
  details.push(
    ...checks.map(({ check, ok, detail }) => ({ app: 'vite-upgrade', check, ok: ok ? 'yes' : 'NO', detail })),
  );
  return versions;
}

/** The app's install holds each package at the exact version its package.json names. */
function exactVersionsInstalled(app, dir, wanted) {
  const installed = Object.fromEntries(
    Object.keys(wanted).map((name) => {
      try {
        return [
          name,
          JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version,
        ];
      } catch {
        return [name, 'not installed'];
      }
    }),
  );
  const wrong = Object.keys(wanted).filter((name) => installed[name] !== wanted[name]);
  return {
    app: app.name,
    check: 'the exact released versions installed',
    ok: wrong.length === 0 ? 'yes' : 'NO',
    detail: Object.entries(installed)
      .map(
        ([name, version]) =>
          `${name.slice(15)} ${version}${wrong.includes(name) ? ` (wanted ${wanted[name]})` : ''}`,
      )
      .join(', '),
  };
}

/** `npm ls`: every copy of ui in the app's install, and the packages' versions beside it. */
async function oneUiInstalled(dir, env, versions) {
  // npm ls exits 1 on any problem in the tree (an unmet peer), and still prints the tree on stdout.
  const { stdout } = await promisify(execFile)('npm', ['ls', '@insurance-web/ui', '--all', '--json'], {
    cwd: dir,
    env,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error) => ({ stdout: error.stdout ?? '{}' }));
  const tree = JSON.parse(stdout);
  const found = new Set();
  const walk = (node) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (name === '@insurance-web/ui') found.add(child.version);
      walk(child);
    }
  };
  walk(tree);
  const installed = Object.entries(tree.dependencies ?? {})
    .filter(([name]) => name.startsWith('@insurance-web/'))
    .map(([name, node]) => `${name}@${node.version}`);
  const ok = found.size === 1 && found.has(versions['@insurance-web/ui']);
  return {
    app: 'vite-upgrade',
    check: 'one @insurance-web/ui in the install (npm ls)',
    ok: ok ? 'yes' : 'NO',
    detail: `ui: ${[...found].join(', ') || 'none'}; installed: ${installed.join(', ')}`,
  };
}

/**
 * The host's home page beside the apps: its figure as apps/web's e2e last measured it (the JavaScript
 * table, every island scrolled into view and hydrated), not measured again here.
 */
function hostHomePageKb() {
  try {
    const table = readFileSync(path.join(root, 'apps/web/e2e/js-per-page.md'), 'utf8');
    const [, kb, budget] = table.match(/^\| `\/` \| ([\d.]+) \| \d+ \| \d+ \| (\d+) \|$/m) ?? [];
    return kb
      ? { app: 'host apps/web, / (e2e/js-per-page.md)', 'JS kB gz': kb, 'budget kB': Number(budget) }
      : null;
  } catch {
    return null;
  }
}

// ---- the run -------------------------------------------------------------------------------------

const shots = mkdtempSync(path.join(tmpdir(), 'consumer-apps-shots-'));

async function main() {
  const started = Date.now();
  console.log('Rehearsing the release (publishing the packages to a local registry)…');
  const registry = await rehearseRelease({ keep: true });
  if (registry.failed) throw new Error('the release rehearsal failed: see above');
  const versions = registry.versions;

  const ports = Object.fromEntries(await Promise.all(APPS.map(async (app) => [app.name, await freePort()])));
  const origins = Object.fromEntries(APPS.map((app) => [app.name, `http://127.0.0.1:${ports[app.name]}`]));

  const sandboxPort = await freePort();
  const sandboxDir = mkdtempSync(path.join(tmpdir(), 'consumer-sandbox-'));
  tmpDirs.add(sandboxDir);
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const sandbox = await serve(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', path.join(root, 'apps/sandbox-api/src/main.ts')],
    {
      cwd: root,
      env: cleanEnv({
        PORT: String(sandboxPort),
        HOST: '127.0.0.1',
        SANDBOX_DB: path.join(sandboxDir, 'sandbox.sqlite'),
        CORS_ORIGINS: Object.values(origins).join(','),
        SANDBOX_SLUG: 'horizont',
      }),
      url: `${sandboxUrl}/inbox.json`,
    },
  );

  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS] });
  const rows = [];
  const details = [];
  try {
    for (const app of APPS) {
      const row = {
        app: app.label,
        'install s': '–',
        'build s': '–',
        checks: '–',
        'JS kB gz': '–',
        'budget kB': app.jsBudgetKb,
      };
      rows.push(row);
      const dir = mkdtempSync(path.join(tmpdir(), `consumer-${app.name}-`));
      tmpDirs.add(dir);
      try {
        const upgrade = app.upgrade ? await publishUpgrade(registry, app.upgrade, details) : undefined;
        const appVersions = upgrade
          ? { ...versions, ...pick(upgrade, [app.upgrade.patch, ...app.upgrade.follows]) }
          : versions;
        cpSync(path.join(templates, app.template ?? app.name), dir, { recursive: true });
        cpSync(path.join(templates, 'shared', 'site.ts'), path.join(dir, app.siteFile));
        mkdirSync(path.join(dir, 'public'), { recursive: true });
        cpSync(path.join(templates, 'shared', 'logo.svg'), path.join(dir, 'public', 'logo.svg'));
        if (dropCss.length) {
          const css = path.join(dir, app.css);
          const lines = readFileSync(css, 'utf8').split('\n');
          const kept = lines.filter(
            (line) => !dropCss.some((name) => line.includes(`@insurance-web/${name}/`)),
          );
          writeFileSync(css, kept.join('\n'));
        }
        // Each package by its exact version, as a site pins them (RELEASING.md).
        const pinned = {};
        const manifest = readFileSync(path.join(dir, 'package.json'), 'utf8').replace(
          /\{\{(@insurance-web\/[a-z-]+)\}\}/g,
          (_, name) => {
            if (!appVersions[name]) throw new Error(`${name} was not published`);
            pinned[name] = appVersions[name];
            return appVersions[name];
          },
        );
        writeFileSync(path.join(dir, 'package.json'), manifest);
        writeFileSync(path.join(dir, '.npmrc'), `@insurance-web:registry=${registry.url}/\n`);
        const env = cleanEnv();

        let from = Date.now();
        await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
          cwd: dir,
          env,
          log: path.join(dir, 'install.log'),
        });
        row['install s'] = seconds(from);
        details.push(exactVersionsInstalled(app, dir, pinned));
        if (upgrade) details.push(await oneUiInstalled(dir, env, appVersions));

        from = Date.now();
        const [command, args] = app.build();
        await run(command, args, {
          cwd: dir,
          env: cleanEnv({
            SANDBOX_URL: sandboxUrl,
            SITE_URL: `${origins[app.name]}/`,
            VITE_SANDBOX_URL: sandboxUrl,
          }),
          log: path.join(dir, 'build.log'),
        });
        row['build s'] = seconds(from);

        const [serveCommand, serveArgs] = app.serve(ports[app.name]);
        const server = await serve(path.join(dir, serveCommand), serveArgs, {
          cwd: dir,
          env: cleanEnv({ NODE_ENV: 'production' }),
          url: `${origins[app.name]}/`,
          log: path.join(dir, 'serve.log'),
        });
        try {
          const { checks, jsKb } = await checkApp(browser, app, {
            siteUrl: `${origins[app.name]}/`,
            sandboxUrl,
          });
          row.checks = `${checks.filter((c) => c.ok).length}/${checks.length}`;
          row['JS kB gz'] = jsKb;
          details.push(
            ...checks.map((c) => ({
              app: app.name,
              check: c.name,
              ok: c.ok ? 'yes' : 'NO',
              detail: c.detail,
            })),
          );
        } finally {
          server.stop();
        }
      } catch (error) {
        row.checks = 'failed';
        details.push({
          app: app.name,
          check: 'install/build/serve',
          ok: 'NO',
          detail: String(error.message).slice(0, 3000),
        });
      }
    }
    // The `next` pre-release channel, once, after the apps (it leaves their `latest` as it was).
    try {
      const next = await registry.rehearseNext();
      details.push(
        ...next.checks.map(({ check, ok, detail }) => ({
          app: 'next channel',
          check,
          ok: ok ? 'yes' : 'NO',
          detail,
        })),
      );
    } catch (error) {
      details.push({
        app: 'next channel',
        check: 'pre enter next, version, release',
        ok: 'NO',
        detail: String(error.message).slice(0, 3000),
      });
    }
  } finally {
    await browser.close();
    sandbox.stop();
    registry.close();
  }
  console.table(details);
  const host = hostHomePageKb();
  console.table([...rows, ...(host ? [host] : [])]);
  // Each check counts in the test command's totals (scripts/summarize-tests.mjs) as a test.
  const report = path.join(root, '.e2e-reports', 'consumer-apps.json');
  mkdirSync(path.dirname(report), { recursive: true });
  writeFileSync(
    report,
    `${JSON.stringify(
      {
        numPassedTests: details.filter((detail) => detail.ok === 'yes').length,
        numFailedTests: details.filter((detail) => detail.ok === 'NO').length,
        numPendingTests: 0,
        numTodoTests: 0,
        versions,
        apps: rows,
        checks: details,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Screenshots: ${shots}; ${Math.round((Date.now() - started) / 1000)} s in all`);
  if (keepTmp) console.log(`The apps' directories are kept: ${[...tmpDirs].join(' ')}`);
  if (details.some((detail) => detail.ok === 'NO')) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  // Whatever is still open (a registry, a server) must not keep a failed run waiting: exit cleans up.
  process.exit(1);
});
