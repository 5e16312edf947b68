'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export interface LazyModule<T> {
  /** What was loaded, once it has been. */
  loaded: T | null;
  /** The last attempt failed (offline, a deployment removed the chunk). */
  failed: boolean;
  /** Loads again after a failure. */
  retry: () => void;
}

/**
 * Loads code (a dialog, a form) the first time `wanted` is true (a dynamic import), and again on `retry`
 * after a failure, which is logged. Until then the island holds only what the page shows at first.
 */
export function useLazyModule<T>(load: () => Promise<T>, wanted: boolean): LazyModule<T> {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another try
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadRef.current().then(
      (value) => {
        if (live) setLoaded({ value });
      },
      (error: unknown) => {
        console.error('Error loading code on demand', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { loaded: loaded?.value ?? null, failed, retry };
}
