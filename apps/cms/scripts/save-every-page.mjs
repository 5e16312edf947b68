// Every page of the CMS saves and publishes through the admin's edit form unchanged: opened, one
// heading changed, saved, published, as the form does it (lib/admin-form.mjs: the body the form
// sends, and the form's own checks first). The proof without a browser, in seconds; the admin-UI
// suite (apps/web/e2e-admin) clicks the same way through the panel.
//
//   node scripts/save-every-page.mjs [--port <n>]    a fresh Strapi of its own (a free port), seeded with the demo
//   node scripts/save-every-page.mjs --url <strapi>  a running Strapi (first admin registered, or
//                                                    CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD)
// Run with Node 22 (apps/cms: node_modules/.bin/node) after building the packages. Exit 1 unless every page saves.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formErrors, formValues, requestBody } from './lib/admin-form.mjs';

const CMS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = 'api::page.page';
const ADMIN = {
  firstname: 'Eva',
  lastname: 'Editorová',
  email: process.env.CMS_ADMIN_EMAIL ?? 'eva.editorova@example.cz',
  password: process.env.CMS_ADMIN_PASSWORD ?? 'Koncept-2026-heslo',
};

async function json(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { text };
  }
}

/** An admin's token: the first administrator registered if there is none, else logged in. */
export async function adminToken(url) {
  const post = (route, body) =>
    fetch(`${url}/admin/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const init = await json(await fetch(`${url}/admin/init`));
  let response = init.data?.hasAdmin ? null : await post('register-admin', ADMIN);
  if (!response?.ok) response = await post('login', { email: ADMIN.email, password: ADMIN.password });
  const body = await json(response);
  if (!body.data?.token)
    throw new Error(`no admin token from ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

/**
 * One heading of the page changed, as an editor would: the first section's, else the title.
 * Returns where, the new text, and a reader of that heading in a document.
 */
function changeOneHeading(values) {
  const index = (values.sections ?? []).findIndex(
    (each) => typeof each.heading === 'string' && each.heading !== '',
  );
  if (index >= 0) {
    const section = values.sections[index];
    section.heading = `${section.heading} (upraveno)`;
    return {
      where: `${section.__component}.heading`,
      expected: section.heading,
      read: (doc) => doc.sections?.[index]?.heading,
    };
  }
  values.title = `${values.title} (upraveno)`;
  return { where: 'title', expected: values.title, read: (doc) => doc.title };
}

/**
 * Opens, changes, saves and publishes every page. Returns one result per page:
 * `{ slug, changed, save, publish, problems }` (the statuses, and what the form or Strapi refused).
 */
export async function saveEveryPage(url, token) {
  const call = async (method, route, body) => {
    const response = await fetch(`${url}/content-manager${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await json(response) };
  };
  const init = await call('GET', '/init');
  const schema = init.body.data.contentTypes.find((type) => type.uid === PAGE);
  const components = Object.fromEntries(
    init.body.data.components.map((component) => [component.uid, component]),
  );
  const list = await call('GET', `/collection-types/${PAGE}?page=1&pageSize=100&sort=slug:ASC`);
  const results = [];
  for (const { documentId, slug } of list.body.results) {
    const route = `/collection-types/${PAGE}/${documentId}`;
    const opened = await call('GET', route);
    const values = formValues(opened.body.data, schema, components);
    const change = changeOneHeading(values);
    const problems = [];
    const result = { slug, changed: change.where, save: null, publish: null, problems };
    results.push(result);
    const refused = (step, { status, body }) =>
      problems.push(
        `${step} ${status}: ${body.error?.message ?? ''} ${JSON.stringify(body.error?.details?.errors ?? body).slice(0, 400)}`,
      );
    const draftErrors = formErrors(values, schema, components, 'draft');
    if (draftErrors.length) {
      problems.push(...draftErrors.map((error) => `the form refuses to save: ${error}`));
      continue;
    }
    const saved = await call('PUT', route, requestBody(values));
    result.save = saved.status;
    if (saved.status !== 200) {
      refused('save', saved);
      continue;
    }
    const publishErrors = formErrors(values, schema, components, 'published');
    if (publishErrors.length) {
      problems.push(...publishErrors.map((error) => `the form refuses to publish: ${error}`));
      continue;
    }
    const published = await call('POST', `${route}/actions/publish`, requestBody(values));
    result.publish = published.status;
    if (published.status !== 200) {
      refused('publish', published);
      continue;
    }
    // What is published is what was typed.
    const live = await call('GET', `${route}?status=published`);
    const heading = change.read(live.body.data ?? {});
    if (heading !== change.expected) {
      result.publish = 'not the changed heading';
      problems.push(`published ${change.where}: ${JSON.stringify(heading)}`);
    }
  }
  return results;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A fresh Strapi on its own SQLite file and uploads folder, seeded; `stop()` ends it and its files. */
export async function startStrapi({ port, timeoutMs = 180_000 } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-save-'));
  fs.mkdirSync(path.join(dir, 'public/uploads'), { recursive: true });
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], {
    cwd: CMS,
    env: {
      ...process.env,
      PORT: String(listen),
      HOST: '127.0.0.1',
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      CMS_PUBLIC_DIR: path.join(dir, 'public'),
      CMS_SEED_DEMO: 'true',
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${listen}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/api/navigation`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop, log: () => log };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`Strapi did not start on ${url}:\n${log.slice(-2000)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const url = option('--url');
  const port = option('--port');
  const strapi = url
    ? { url, stop: async () => {} }
    : await startStrapi({ port: port ? Number(port) : undefined });
  const started = Date.now();
  try {
    const results = await saveEveryPage(strapi.url, await adminToken(strapi.url));
    const saved = results.filter((r) => r.save === 200 && r.publish === 200);
    for (const { slug, changed, save, publish, problems } of results) {
      console.log(
        `${save === 200 && publish === 200 ? 'ok  ' : 'FAIL'} ${slug} (${changed}) save ${save} publish ${publish}`,
      );
      for (const problem of problems) console.log(`       ${problem}`);
    }
    console.log(`${saved.length}/${results.length} pages saved and published in ${Date.now() - started} ms`);
    process.exitCode = saved.length === results.length && results.length > 0 ? 0 : 1;
  } finally {
    await strapi.stop();
  }
}
