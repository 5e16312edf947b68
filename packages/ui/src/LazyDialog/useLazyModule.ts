'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { announceLoadFailed } from './loadFailed.js';
import type { ModuleLoader } from './moduleLoader.js';

export interface LazyModule<T> {
  /** What was loaded, once it has been. */
  loaded: T | null;
  /** The last attempt failed (offline, a deployment removed the chunk); false again while a new one runs. */
  failed: boolean;
  /** Loads again after a failure: a new download, not the remembered failure (`React.lazy` keeps it). */
  retry: () => void;
}

/**
 * Loads code (a dialog, a form) the first time `wanted` is true, and again on `retry` after a
 * failure, which is logged and announced to the window (`LOAD_FAILED_EVENT`, for a host that counts
 * such failures). Until then the island holds only what the page shows at first.
 *
 * `load` is a `ModuleLoader` (`createModuleLoader`, shared by every instance: what one loaded, the
 * others have at once, from their first render) or a function that imports (this instance only).
 * An answer that arrives once `wanted` is false again is kept by the loader but shown by nothing
 * here until it is wanted again: a visitor who gave up waiting is not surprised by a dialog.
 */
export function useLazyModule<T>(load: ModuleLoader<T> | (() => Promise<T>), wanted: boolean): LazyModule<T> {
  const loader = typeof load === 'function' ? null : load;
  const [own, setOwn] = useState<{ value: T } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const fromLoader = loader?.current();
  const loaded = own ?? (fromLoader === undefined ? null : { value: fromLoader });
  const ready = loaded !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another try
  useEffect(() => {
    // Given up: the next time it is wanted starts afresh, not from the old failure.
    if (!wanted) setFailed(false);
    if (!wanted || ready) return;
    let live = true;
    const current = loadRef.current;
    (typeof current === 'function' ? current() : current.load()).then(
      (value) => {
        if (live) setOwn({ value });
      },
      (error: unknown) => {
        console.error('Error loading code on demand', error);
        announceLoadFailed();
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, ready, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { loaded: loaded?.value ?? null, failed: failed && !ready, retry };
}
