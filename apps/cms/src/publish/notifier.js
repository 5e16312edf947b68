/**
 * Tells every site instance what changed: `POST <site>/api/cms-changes` with the shared key as a
 * Bearer token and `{ paths }` or `{ all: true }` (apps/web/src/site/cmsChanges.ts). Never in the
 * editor's way: `send` queues and returns; changes of one moment (a bulk publish) go as one message;
 * each attempt has a short time limit and a failed one is tried again after a growing pause. What
 * fails in the end is logged with the site and the paths, never the key: the site then shows the
 * change after its cache time.
 */
const CMS_CHANGES_PATH = '/api/cms-changes';
/** The site takes at most this many paths in a message (MAX_CHANGED_PATHS there); more are sent as "everything". */
const MAX_PATHS = 200;

const DEFAULTS = {
  /** One attempt: the site answers a purge in milliseconds; a slow one must not pile up requests. */
  timeoutMs: 2000,
  /** Pauses before the 2nd, 3rd and 4th attempt: a site restarting is back within seconds. */
  retryDelaysMs: [250, 1000, 4000],
};

/** Answers worth another attempt: the site was down, overloaded or slow; not a refusal (400, 401, 404). */
const retryable = (status) => status === 408 || status === 429 || status >= 500;

const describe = (body) => (body.all ? 'everything' : body.paths.join(', '));

function createSiteNotifier({
  sites,
  secret,
  log,
  fetch = globalThis.fetch,
  timeoutMs = DEFAULTS.timeoutMs,
  retryDelaysMs = DEFAULTS.retryDelaysMs,
}) {
  /** Changes not yet sent: gathered until the current moment's work is done. */
  let pending = null;
  const inFlight = new Set();

  async function attempt(url, body) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await response.json().catch(() => null);
      if (response.ok) return { ok: true, answers: answer?.dropped?.answers };
      return { ok: false, retry: retryable(response.status), reason: `answered ${response.status}` };
    } catch (error) {
      const reason =
        error?.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : `unreachable (${error?.message})`;
      return { ok: false, retry: true, reason };
    }
  }

  async function deliver(site, body) {
    const url = new URL(CMS_CHANGES_PATH, site).href;
    const attempts = retryDelaysMs.length + 1;
    const started = Date.now();
    for (let index = 1; ; index++) {
      const outcome = await attempt(url, body);
      if (outcome.ok) {
        const took = Date.now() - started;
        log.info(
          `[publish] ${site} dropped ${describe(body)} (${outcome.answers ?? '?'} cached answers, ${took} ms)`,
        );
        return true;
      }
      const what = `${site} did not take the change of ${describe(body)}: ${outcome.reason}`;
      if (!outcome.retry || index >= attempts) {
        log.error(
          `[publish] ${what}, attempt ${index} of ${attempts}: the site shows it after its cache time`,
        );
        return false;
      }
      log.warn(`[publish] ${what}, attempt ${index} of ${attempts}; trying again`);
      await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[index - 1]));
    }
  }

  function flush() {
    const { all, paths } = pending;
    pending = null;
    const body = all || paths.size > MAX_PATHS ? { all: true } : { paths: [...paths].sort() };
    for (const site of sites) {
      const delivery = deliver(site, body).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }
  }

  return {
    /** Queues a change (`{ paths }` or `{ all: true }`) and returns at once. */
    send(change) {
      if (!pending) {
        pending = { all: false, paths: new Set() };
        setImmediate(flush);
      }
      if (change.all) pending.all = true;
      else for (const path of change.paths) pending.paths.add(path);
    },
    /** Resolves once everything queued has been delivered or given up (tests, shutdown). */
    async idle() {
      while (pending || inFlight.size > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await Promise.all([...inFlight]);
      }
    },
  };
}

module.exports = { createSiteNotifier, CMS_CHANGES_PATH, MAX_PATHS, DEFAULTS };
