// Proof that the CMS holds the demo content exactly: starts Strapi on a fresh SQLite file (the
// bootstrap seeds the demo pages), starts the built site twice (embedded JSON vs STRAPI_URL) and
// compares the server HTML of every demo page's sections (<main>), media URLs normalised (Strapi
// renames uploads: /uploads/hero_rodina_<hash>.jpg for /images/hero-rodina.jpg).
// Needs: npm install (apps/cms), the site built (pnpm exec turbo run build --filter=@insurance-web/web...).
// Run with Node 22: node scripts/compare-sources.mjs [--keep] [--diff-dir=/tmp/x]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO } from './lib/blocks.mjs';

const CMS = path.join(REPO, 'apps/cms');
const WEB = path.join(REPO, 'apps/web');
const diffDir = process.argv.find((a) => a.startsWith('--diff-dir='))?.split('=')[1];
const children = [];
let tmpDir;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

function start(name, command, args, { cwd, env }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => {
    log += d;
  });
  child.stderr.on('data', (d) => {
    log += d;
  });
  children.push(child);
  return { child, log: () => log, name };
}

async function waitFor(url, proc, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.log().slice(-3000)}`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (r.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${proc.name} did not answer at ${url}:\n${proc.log().slice(-3000)}`);
}

function sectionsHtml(html) {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html);
  return match ? match[1] : `(no <main>) ${html.slice(0, 200)}`;
}

const strapiName = (base) => base.replace(/[^A-Za-z0-9]+/g, '_');
function normalise(html, cmsOrigin) {
  const esc = cmsOrigin.replace(/[.:/]/g, (c) => `\\${c}`);
  return (
    html
      .replace(
        new RegExp(`${esc}/uploads/([A-Za-z0-9_]+?)_[0-9a-f]{10}(\\.\\w+)`, 'g'),
        (_, n, ext) => `MEDIA(${n}${ext})`,
      )
      .replace(
        /\/(?:images|media)\/([\w.-]+?)(\.\w+)(?=["&?\s,)]|%22|&quot;)/g,
        (_, n, ext) => `MEDIA(${strapiName(n)}${ext})`,
      )
      .replace(
        /%2F(?:images|media)%2F([\w.-]+?)(\.\w+)(?=&|")/g,
        (_, n, ext) => `MEDIA(${strapiName(n)}${ext})`,
      )
      .replace(
        new RegExp(
          `${encodeURIComponent(cmsOrigin).replace(/[.]/g, '\\.')}%2Fuploads%2F([A-Za-z0-9_]+?)_[0-9a-f]{10}(\\.\\w+)`,
          'g',
        ),
        (_, n, ext) => `MEDIA(${n}${ext})`,
      )
      // The islands of the Strapi-backed site are told the CMS origin (configuration, not content).
      .replace(/,&quot;mediaOrigin&quot;:\[0,&quot;[^&]*&quot;\]/g, '')
      .replace(/ uid="[^"]*"/g, ' uid=""')
  );
}

function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return {
    at: i,
    json: a.slice(Math.max(0, i - 120), i + 200),
    strapi: b.slice(Math.max(0, i - 120), i + 200),
  };
}

async function main() {
  const node = process.execPath;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-compare-'));
  tmpDir = tmp;
  const [cmsPort, jsonPort, strapiPort] = [await freePort(), await freePort(), await freePort()];
  const cmsOrigin = `http://127.0.0.1:${cmsPort}`;

  fs.mkdirSync(path.join(tmp, 'public/uploads'), { recursive: true });
  const t0 = Date.now();
  const cms = start('strapi', node, [path.join(CMS, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
    cwd: CMS,
    env: {
      PORT: String(cmsPort),
      HOST: '127.0.0.1',
      DATABASE_FILENAME: path.join(tmp, 'data.db'),
      CMS_PUBLIC_DIR: path.join(tmp, 'public'),
      CMS_SEED_DEMO: 'true',
    },
  });
  await waitFor(`${cmsOrigin}/api/navigation`, cms);
  const started = Date.now() - t0;
  const seed = /\[seed\] demo content in (\d+) ms: (.*)/.exec(cms.log());
  console.log(
    `strapi: answered after ${started} ms (cold, fresh db); seed ${seed?.[1]} ms ${seed?.[2] ?? ''}`,
  );
  for (const line of cms
    .log()
    .split('\n')
    .filter((l) => /\[seed\] (left out|page not)/.test(l)))
    console.log(`  ${line.trim()}`);

  const siteEnv = {
    HOST: '127.0.0.1',
    PUBLIC_API_HOST: 'http://127.0.0.1:4010',
    PUBLIC_API_ENVIRONMENT: 'sandbox',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  const json = start('site (json)', node, ['server.mjs'], {
    cwd: WEB,
    env: { ...siteEnv, PORT: String(jsonPort), STRAPI_URL: '' },
  });
  const strapi = start('site (strapi)', node, ['server.mjs'], {
    cwd: WEB,
    env: { ...siteEnv, PORT: String(strapiPort), STRAPI_URL: cmsOrigin },
  });
  await Promise.all([
    waitFor(`http://127.0.0.1:${jsonPort}/`, json),
    waitFor(`http://127.0.0.1:${strapiPort}/`, strapi),
  ]);

  const pages = fs
    .readdirSync(path.join(WEB, 'src/content/pages'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(WEB, 'src/content/pages', f), 'utf8')).data.slug)
    .sort();
  let same = 0;
  const differ = [];
  const resizingOnly = [];
  const mediaUrls = new Set();
  const resized = new Set();
  for (const slug of pages) {
    const p = slug === 'home' ? '/' : `/${slug}`;
    const [a, b] = await Promise.all(
      [jsonPort, strapiPort].map(async (port) => {
        const r = await fetch(`http://127.0.0.1:${port}${p}`);
        return { status: r.status, html: await r.text() };
      }),
    );
    for (const m of sectionsHtml(b.html).matchAll(/https?:\/\/[\w.:-]+\/uploads\/[\w.-]+/g)) {
      if (m[0].startsWith(cmsOrigin)) mediaUrls.add(m[0]);
    }
    for (const m of sectionsHtml(b.html).matchAll(/\/_image\?href=(http[^"&\s]+)&amp;w=(\d+)&amp;f=webp/g)) {
      resized.add(`http://127.0.0.1:${strapiPort}/_image?href=${m[1]}&w=${m[2]}&f=webp`);
    }
    const na = normalise(sectionsHtml(a.html), cmsOrigin);
    const nb = normalise(sectionsHtml(b.html), cmsOrigin);
    if (a.status === b.status && na === nb) {
      same++;
      continue;
    }
    // Should the site's image loader not resize the CMS's images (/_image?href=…), say so apart:
    const unsized = (html) => html.replace(/\/_image\?href=(MEDIA\([^)]*\))&amp;w=\d+&amp;f=webp/g, '$1');
    if (a.status === b.status && unsized(na) === unsized(nb)) {
      resizingOnly.push(slug);
      continue;
    }
    differ.push({ slug, status: [a.status, b.status], ...firstDifference(na, nb) });
    if (diffDir) {
      fs.mkdirSync(diffDir, { recursive: true });
      fs.writeFileSync(path.join(diffDir, `${slug.replace(/\//g, '_')}.json.html`), na);
      fs.writeFileSync(path.join(diffDir, `${slug.replace(/\//g, '_')}.strapi.html`), nb);
    }
  }
  // The sitemap lists the same pages (the Strapi source pages through them 100 at a time).
  const sitemaps = await Promise.all(
    [jsonPort, strapiPort].map(async (port) => {
      const xml = await (await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).text();
      return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]).sort();
    }),
  );
  const sameSitemap = JSON.stringify(sitemaps[0]) === JSON.stringify(sitemaps[1]);
  console.log(
    `sitemap: ${sitemaps[0].length} vs ${sitemaps[1].length} URLs, ${sameSitemap ? 'the same' : 'DIFFERENT'}`,
  );
  // A full page from Strapi, as the site asks for it (the first request of the site warmed it up).
  const timings = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await fetch(`http://127.0.0.1:${strapiPort}/pobocky?nocache=${i}`);
    timings.push(Math.round(performance.now() - t));
  }
  console.log(`site page /pobocky rendered from Strapi (cache 30 s): ${timings.join(', ')} ms`);
  const broken = [];
  for (const url of mediaUrls) {
    const r = await fetch(url, { method: 'HEAD' });
    if (!r.ok) broken.push(`${url} ${r.status}`);
  }
  for (const url of resized) {
    const r = await fetch(url);
    if (!r.ok || r.headers.get('content-type') !== 'image/webp') broken.push(`${url} ${r.status}`);
  }
  console.log(
    `Strapi media URLs in the pages: ${mediaUrls.size} direct, ${resized.size} resized by the site; not answering 200: ${broken.length} ${broken.join(', ')}`,
  );
  console.log(`\n${same}/${pages.length} pages render the same sections from JSON and from Strapi`);
  if (resizingOnly.length) {
    console.log(`${resizingOnly.length} more differ only in image resizing: ${resizingOnly.join(', ')}`);
  }
  for (const d of differ) {
    console.log(`\n✗ /${d.slug} (HTTP ${d.status.join(' vs ')}), first difference at ${d.at}:`);
    console.log(`  json:   …${d.json.replace(/\s+/g, ' ')}`);
    console.log(`  strapi: …${d.strapi.replace(/\s+/g, ' ')}`);
  }
  return differ.length === 0 && resizingOnly.length === 0 && broken.length === 0 && sameSitemap;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error);
} finally {
  for (const child of children) child.kill('SIGTERM');
  // Strapi gets a moment to close the database before its folder goes.
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (tmpDir && !process.argv.includes('--keep')) fs.rmSync(tmpDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
