import { ApiError } from './ApiError.js';

/** How long a call waits for the API key before it fails, so that no call hangs forever. */
export const API_KEY_WAIT_MS = 10_000;

/**
 * The shared API key store of SPEC §6, as the client sees it. While it is active every call carries
 * `x-api-key`; a call made before the key has arrived waits for `subscribe` to announce it.
 */
export interface ApiKeyStore {
  isActive(): boolean;
  getKey(): string | undefined;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface WritableApiKeyStore extends ApiKeyStore {
  setKey(key: string | undefined): void;
  setActive(active: boolean): void;
}

/** A minimal in-memory store; a host may implement `ApiKeyStore` over its own state instead. */
export function createApiKeyStore(initial: { active?: boolean; key?: string } = {}): WritableApiKeyStore {
  let active = initial.active ?? true;
  let key = initial.key;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    isActive: () => active,
    getKey: () => key,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setKey(next) {
      key = next;
      notify();
    },
    setActive(next) {
      active = next;
      notify();
    },
  };
}

/**
 * The key to send: `undefined` when there is no active store; waits when the store is active but
 * empty. Rejects with an `ApiError` (status 500) after `waitMs`, or with the signal's reason on abort.
 */
export function apiKeyFor(
  store: ApiKeyStore | undefined,
  waitMs: number = API_KEY_WAIT_MS,
  signal?: AbortSignal,
): Promise<string | undefined> {
  if (!store?.isActive()) return Promise.resolve(undefined);
  const ready = store.getKey();
  if (ready) return Promise.resolve(ready);
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | undefined;
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe?.();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(signal?.reason));
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new ApiError({
              status: 500,
              message: `API key not available after ${waitMs} ms`,
              details: { reason: 'apiKeyTimeout' },
            }),
          ),
        ),
      waitMs,
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    unsubscribe = store.subscribe(() => {
      if (!store.isActive()) finish(() => resolve(undefined));
      const key = store.getKey();
      if (key) finish(() => resolve(key));
    });
    if (settled) unsubscribe();
  });
}
