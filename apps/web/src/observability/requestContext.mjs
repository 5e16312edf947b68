import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the site learns about a request while Astro answers it, for its log line (logging.mjs): the
 * route template the middleware matched and whether the content it read came from the instance's
 * content cache. server.mjs opens the context around Astro's handler; code inside the server bundle
 * (the middleware, the content source) notes into it.
 *
 * server.mjs and the server bundle each load their own copy of this module, so the storage lives on
 * `globalThis` under a registered symbol: one store per process, whoever loads it first.
 */
const KEY = Symbol.for('insurance-web.request-context');
globalThis[KEY] ??= new AsyncLocalStorage();
/** @type {AsyncLocalStorage<import('./requestContext.d.mts').RequestNotes>} */
const storage = globalThis[KEY];

/** Runs `answer` with `notes` as the context of everything it starts. */
export function withRequestNotes(notes, answer) {
  return storage.run(notes, answer);
}

/** The route template Astro matched (`/[...slug]`, `/api/rum`), never the address itself. */
export function noteRoute(route) {
  const notes = storage.getStore();
  if (notes && typeof route === 'string') notes.route = route;
}

/**
 * One read of the content cache: `hit` or `miss`. A page reads several entries (the page, the
 * navigation, the branch directory): all hits are `hit`, all misses `miss`, both `partial`.
 */
export function noteContentCache(outcome) {
  const notes = storage.getStore();
  if (!notes) return;
  notes.contentCache =
    notes.contentCache === undefined || notes.contentCache === outcome ? outcome : 'partial';
}
