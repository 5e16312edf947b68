// Publish → live in seconds: which paths the CMS tells the site about, and how it tells every site
// instance (a real HTTP server on loopback). Run with Node 22: `node --test test/publish.test.mjs`.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, describe, test } from 'node:test';
import { publishConfig } from '../src/publish/config.js';
import { notifySitesOfChanges } from '../src/publish/index.js';
import { changesPublishedPage, createPublishMiddleware } from '../src/publish/middleware.js';
import { createSiteNotifier, MAX_PATHS } from '../src/publish/notifier.js';
import { pathFromSlug } from '../src/publish/paths.js';

const SECRET = 'zmeny-z-cms-pro-web-2026-x';

/** A logger that keeps its lines, to read what an operator would. */
function recordingLog() {
  const lines = [];
  const at = (level) => (line) => lines.push(`${level} ${line}`);
  return { lines, info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') };
}

describe('configuration', () => {
  test('is off without site URLs', () => {
    assert.equal(publishConfig({}), null);
    assert.equal(publishConfig({ CMS_SITE_URLS: ' , ', CMS_REVALIDATE_SECRET: SECRET }), null);
  });

  test('reads every site instance once, as origins', () => {
    assert.deepEqual(
      publishConfig({
        CMS_SITE_URLS: 'http://127.0.0.1:3000, https://www.horizont.example/ ,http://127.0.0.1:3000',
        CMS_REVALIDATE_SECRET: ` ${SECRET} `,
      }),
      { sites: ['http://127.0.0.1:3000', 'https://www.horizont.example'], secret: SECRET },
    );
  });

  test('refuses what cannot work, without repeating the secret', () => {
    for (const url of ['www.horizont.example', 'ftp://horizont.example', 'https://horizont.example/web']) {
      assert.throws(
        () => publishConfig({ CMS_SITE_URLS: url, CMS_REVALIDATE_SECRET: SECRET }),
        /is not an http\(s\) origin/,
      );
    }
    assert.throws(() => publishConfig({ CMS_SITE_URLS: 'http://127.0.0.1:3000' }), /at least 24 characters/);
    assert.throws(
      () =>
        publishConfig({ CMS_SITE_URLS: 'http://127.0.0.1:3000', CMS_REVALIDATE_SECRET: 'kratke-tajemstvi' }),
      (error) => /at least 24 characters/.test(error.message) && !error.message.includes('kratke'),
    );
  });
});

test('a page’s path is the site’s: the home page is /', () => {
  assert.equal(pathFromSlug('home'), '/');
  assert.equal(pathFromSlug('o-nas'), '/o-nas');
  assert.equal(pathFromSlug('auto/autosjednavac'), '/auto/autosjednavac');
});

/**
 * Strapi as the middleware sees it: pages (documentId → published slug) in a database whose
 * transactions can be left open, committed or rolled back, and the document action (`next`).
 */
function fakeStrapi(published = {}) {
  const pages = new Map(Object.entries(published));
  let transaction = null;
  const log = recordingLog();
  const strapi = {
    log,
    pages,
    db: {
      query(uid) {
        assert.equal(uid, 'api::page.page');
        return {
          async findMany({ where, select }) {
            assert.deepEqual(where.publishedAt, { $ne: null });
            assert.deepEqual(select, ['slug']);
            if (strapi.failLookups) throw new Error('database is locked');
            const slug = pages.get(where.documentId);
            return slug ? [{ slug }] : [];
          },
        };
      },
      inTransaction: () => transaction !== null,
      async transaction(callback) {
        assert.ok(transaction, 'only joins the transaction the content manager opened');
        return callback({ onCommit: (fn) => transaction.push(fn) });
      },
    },
    /** The content manager's `strapi.db.transaction` around an action. */
    open() {
      transaction = [];
    },
    commit() {
      const callbacks = transaction;
      transaction = null;
      for (const callback of callbacks) callback();
    },
    rollback() {
      transaction = null;
    },
  };
  return strapi;
}

/** Runs the middleware for one action; `effect` is what the action does to the published slugs. */
async function run(strapi, context, effect = () => {}) {
  const sent = [];
  const middleware = createPublishMiddleware({ strapi, send: (change) => sent.push(change) });
  const result = await middleware(context, async () => effect(strapi.pages) ?? { documentId: 'doc-1' });
  return { sent, result };
}

const page = (action, params = {}) => ({
  uid: 'api::page.page',
  action,
  params: { documentId: 'doc-1', ...params },
});

describe('which paths a page action changes', () => {
  test('publishing a page sends its path', async () => {
    const strapi = fakeStrapi({ 'doc-1': 'o-nas' });
    const { sent } = await run(strapi, page('publish'));
    assert.deepEqual(sent, [{ paths: ['/o-nas'] }]);
  });

  test('publishing a new slug sends the old path and the new one', async () => {
    const strapi = fakeStrapi({ 'doc-1': 'o-nas' });
    const { sent } = await run(strapi, page('publish'), (pages) => void pages.set('doc-1', 'o-spolecnosti'));
    assert.deepEqual(sent, [{ paths: ['/o-nas', '/o-spolecnosti'] }]);
  });

  test('publishing the home page for the first time sends /', async () => {
    const strapi = fakeStrapi();
    const { sent } = await run(strapi, page('publish'), (pages) => void pages.set('doc-1', 'home'));
    assert.deepEqual(sent, [{ paths: ['/'] }]);
  });

  test('unpublishing and deleting send the path the page had', async () => {
    for (const action of ['unpublish', 'delete']) {
      const strapi = fakeStrapi({ 'doc-1': 'auto/autosjednavac' });
      const { sent } = await run(strapi, page(action), (pages) => void pages.delete('doc-1'));
      assert.deepEqual(sent, [{ paths: ['/auto/autosjednavac'] }], action);
    }
  });

  test('deleting a page that was never published sends nothing', async () => {
    const { sent } = await run(fakeStrapi(), page('delete'));
    assert.deepEqual(sent, []);
  });

  test('saving a draft or discarding it sends nothing: visitors see the published version', async () => {
    for (const action of ['update', 'create', 'discardDraft', 'findOne', 'findMany', 'count', 'clone']) {
      const strapi = fakeStrapi({ 'doc-1': 'o-nas' });
      const { sent } = await run(strapi, page(action));
      assert.deepEqual(sent, [], action);
      assert.equal(changesPublishedPage(action, {}), false, action);
    }
  });

  test('saving with `status: published` publishes, and is sent', async () => {
    const updated = fakeStrapi({ 'doc-1': 'o-nas' });
    assert.deepEqual(
      (await run(updated, page('update', { status: 'published' }), (p) => void p.set('doc-1', 'kontakty')))
        .sent,
      [{ paths: ['/o-nas', '/kontakty'] }],
    );
    // A document created and published at once has its id only in the result.
    const created = fakeStrapi();
    const { sent } = await run(
      created,
      { uid: 'api::page.page', action: 'create', params: { status: 'published', data: {} } },
      (pages) => {
        pages.set('doc-9', 'novinky');
        return { documentId: 'doc-9' };
      },
    );
    assert.deepEqual(sent, [{ paths: ['/novinky'] }]);
  });

  test('returns what the action returns, and sends nothing when it fails', async () => {
    const strapi = fakeStrapi({ 'doc-1': 'o-nas' });
    const middleware = createPublishMiddleware({ strapi, send: () => assert.fail('nothing to send') });
    await assert.rejects(
      middleware(page('publish'), async () => {
        throw new Error('Validation failed');
      }),
      /Validation failed/,
    );
    const sent = [];
    const ok = createPublishMiddleware({ strapi, send: (change) => sent.push(change) });
    assert.deepEqual(await ok(page('publish'), async () => ({ documentId: 'doc-1', ok: 1 })), {
      documentId: 'doc-1',
      ok: 1,
    });
  });

  test('a path it cannot read makes the message "everything", never blocks the action', async () => {
    const strapi = fakeStrapi({ 'doc-1': 'o-nas' });
    strapi.failLookups = true;
    const { sent, result } = await run(strapi, page('unpublish'));
    assert.deepEqual(sent, [{ all: true }]);
    assert.deepEqual(result, { documentId: 'doc-1' });
    assert.match(strapi.log.lines.join('\n'), /warn \[publish\] could not read .* database is locked/);
  });

  test('other content types are not the site’s pages', async () => {
    const { sent } = await run(fakeStrapi(), { uid: 'plugin::upload.file', action: 'delete', params: {} });
    assert.deepEqual(sent, []);
  });
});

describe('the navigation, the footer and the branch directory', () => {
  test('any write of one sends "everything": every page shows the first two, several pages the branches', async () => {
    for (const uid of [
      'api::navigation.navigation',
      'api::footer.footer',
      'api::branch-directory.branch-directory',
    ]) {
      for (const action of ['create', 'update', 'delete']) {
        const { sent } = await run(fakeStrapi(), { uid, action, params: {} });
        assert.deepEqual(sent, [{ all: true }], `${uid} ${action}`);
      }
      assert.deepEqual((await run(fakeStrapi(), { uid, action: 'findFirst', params: {} })).sent, []);
    }
  });
});

describe('inside the content manager’s transaction', () => {
  test('sends only once the change is committed', async () => {
    const strapi = fakeStrapi({ 'doc-1': 'o-nas' });
    strapi.open();
    const { sent } = await run(strapi, page('publish'));
    assert.deepEqual(sent, [], 'not before the commit: the site would read the old page again');
    strapi.commit();
    assert.deepEqual(sent, [{ paths: ['/o-nas'] }]);
  });

  test('sends nothing when it is rolled back', async () => {
    const strapi = fakeStrapi({ 'doc-1': 'o-nas' });
    strapi.open();
    const { sent } = await run(strapi, { uid: 'api::footer.footer', action: 'update', params: {} });
    strapi.rollback();
    assert.deepEqual(sent, []);
  });
});

/** Every fake site still listening: closed after the tests, so a failed test cannot hold the run open. */
const listening = new Set();
after(() => {
  for (const server of listening) {
    server.closeAllConnections();
    server.close();
  }
});

/** A site instance on loopback: records each message, answers with what `respond` says. */
async function fakeSite(respond = () => ({ status: 200, body: { dropped: { answers: 2 } } })) {
  const received = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const message = {
        at: Date.now(),
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(text || 'null'),
      };
      received.push(message);
      const answer = respond(message, received.length);
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  listening.add(server);
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    received,
    close: () =>
      new Promise((resolve) => {
        listening.delete(server);
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/** A loopback port nobody listens on. */
async function closedOrigin() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

// Short pauses, but an attempt time no loaded CI machine makes a healthy loopback answer miss; the
// test of an unanswered attempt sets its own.
const quickly = { timeoutMs: 2000, retryDelaysMs: [20, 40, 80] };

/** A notifier of `sites` with the test key, the short pauses (unless `options` change them) and a log to read. */
function notifierOf(sites, options = {}) {
  const log = recordingLog();
  return { log, notifier: createSiteNotifier({ sites, secret: SECRET, log, ...quickly, ...options }) };
}

describe('telling the site instances', () => {
  test('posts the paths with the key to every instance, and returns before anything is sent', async () => {
    const [first, second] = [await fakeSite(), await fakeSite()];
    const { log, notifier } = notifierOf([first.origin, second.origin]);
    notifier.send({ paths: ['/o-nas', '/'] });
    assert.equal(first.received.length + second.received.length, 0, 'send() does not wait for the site');
    await notifier.idle();
    for (const site of [first, second]) {
      assert.equal(site.received.length, 1);
      const [message] = site.received;
      assert.equal(message.method, 'POST');
      assert.equal(message.url, '/api/cms-changes');
      assert.equal(message.authorization, `Bearer ${SECRET}`);
      assert.equal(message.contentType, 'application/json');
      assert.deepEqual(message.body, { paths: ['/', '/o-nas'] });
      await site.close();
    }
    assert.match(
      log.lines.join('\n'),
      /info \[publish\] http:\/\/127\.0\.0\.1:\d+ dropped \/, \/o-nas \(2 cached answers, \d+ ms\)/,
    );
  });

  test('changes of one moment (a bulk publish) go as one message; "everything" wins', async () => {
    const site = await fakeSite();
    const { notifier } = notifierOf([site.origin]);
    notifier.send({ paths: ['/o-nas'] });
    notifier.send({ paths: ['/kontakty', '/o-nas'] });
    await notifier.idle();
    notifier.send({ paths: ['/auto'] });
    notifier.send({ all: true });
    await notifier.idle();
    assert.deepEqual(
      site.received.map((message) => message.body),
      [{ paths: ['/kontakty', '/o-nas'] }, { all: true }],
    );
    await site.close();
  });

  test(`more than ${MAX_PATHS} paths go as "everything" (the site takes ${MAX_PATHS} at most)`, async () => {
    const site = await fakeSite();
    const { notifier } = notifierOf([site.origin]);
    notifier.send({ paths: Array.from({ length: MAX_PATHS }, (_, index) => `/stranka-${index}`) });
    await notifier.idle();
    notifier.send({ paths: Array.from({ length: MAX_PATHS + 1 }, (_, index) => `/stranka-${index}`) });
    await notifier.idle();
    assert.equal(site.received[0].body.paths.length, MAX_PATHS);
    assert.deepEqual(site.received[1].body, { all: true });
    await site.close();
  });

  test('tries again after a failed answer, with growing pauses, until the site takes it', async () => {
    const site = await fakeSite((_message, count) =>
      count < 3 ? { status: 503, body: {} } : { status: 200, body: { dropped: { answers: 1 } } },
    );
    const { log, notifier } = notifierOf([site.origin]);
    notifier.send({ paths: ['/o-nas'] });
    await notifier.idle();
    assert.equal(site.received.length, 3);
    const [a, b, c] = site.received.map((message) => message.at);
    assert.ok(b - a >= 18, `first pause ${b - a} ms`);
    assert.ok(c - b >= 38, `second pause ${c - b} ms`);
    assert.match(
      log.lines[0],
      /^warn .* did not take the change of \/o-nas: answered 503, attempt 1 of 4; trying again$/,
    );
    assert.match(log.lines.at(-1), /^info .* dropped \/o-nas \(1 cached answers, \d+ ms\)$/);
    await site.close();
  });

  test('gives up after the last attempt at a site that is down, logging the path, never the key', async () => {
    const origin = await closedOrigin();
    const { log, notifier } = notifierOf([origin]);
    notifier.send({ paths: ['/o-nas'] });
    await notifier.idle();
    assert.equal(log.lines.filter((line) => line.startsWith('warn')).length, 3);
    assert.match(
      log.lines.at(-1),
      /^error \[publish\] http:\/\/127\.0\.0\.1:\d+ did not take the change of \/o-nas: unreachable .*attempt 4 of 4: the site shows it after its cache time$/,
    );
    assert.ok(!log.lines.join('\n').includes(SECRET));
  });

  test('an attempt the site does not answer in time is abandoned and tried again', async () => {
    const site = await fakeSite((_message, count) => (count === 1 ? 'hang' : { status: 200, body: {} }));
    const { log, notifier } = notifierOf([site.origin], { timeoutMs: 300 });
    notifier.send({ all: true });
    await notifier.idle();
    assert.equal(site.received.length, 2);
    assert.match(log.lines[0], /did not take the change of everything: no answer within 300 ms/);
    await site.close();
  });

  test('a refusal (wrong key, no endpoint, bad message) is not tried again', async () => {
    for (const status of [400, 401, 404]) {
      const site = await fakeSite(() => ({ status, body: {} }));
      const { log, notifier } = notifierOf([site.origin]);
      notifier.send({ paths: ['/o-nas'] });
      await notifier.idle();
      assert.equal(site.received.length, 1, String(status));
      assert.match(log.lines.at(-1), new RegExp(`^error .*answered ${status}, attempt 1 of 4`));
      await site.close();
    }
  });

  test('one instance down does not hold the others', async () => {
    const up = await fakeSite();
    const down = await closedOrigin();
    const { notifier } = notifierOf([down, up.origin], {
      timeoutMs: 300,
      retryDelaysMs: [1500, 1500, 1500],
    });
    const started = Date.now();
    notifier.send({ paths: ['/o-nas'] });
    while (up.received.length === 0 && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Before the first retry at the one that is down: the live one does not wait for it.
    assert.ok(Date.now() - started < 1500, 'the live instance is told at once');
    await notifier.idle();
    await up.close();
  });
});

describe('installing it in Strapi', () => {
  const strapiWithDocuments = () => {
    const middlewares = [];
    return {
      middlewares,
      log: recordingLog(),
      documents: { use: (middleware) => middlewares.push(middleware) },
    };
  };

  test('without site URLs nothing is installed, and the log says so', () => {
    const strapi = strapiWithDocuments();
    assert.equal(notifySitesOfChanges(strapi, {}), null);
    assert.equal(strapi.middlewares.length, 0);
    assert.match(strapi.log.lines[0], /CMS_SITE_URLS not set/);
  });

  test('with them, a document middleware that reaches the site', async () => {
    const site = await fakeSite();
    const strapi = { ...strapiWithDocuments(), db: fakeStrapi().db };
    const notifier = notifySitesOfChanges(strapi, {
      CMS_SITE_URLS: site.origin,
      CMS_REVALIDATE_SECRET: SECRET,
    });
    assert.equal(strapi.middlewares.length, 1);
    assert.ok(!strapi.log.lines.join('\n').includes(SECRET));
    await strapi.middlewares[0](
      { uid: 'api::navigation.navigation', action: 'update', params: {} },
      async () => ({}),
    );
    await notifier.idle();
    assert.deepEqual(
      site.received.map((message) => message.body),
      [{ all: true }],
    );
    await site.close();
  });
});
