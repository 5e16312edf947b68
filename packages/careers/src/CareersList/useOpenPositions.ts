'use client';

import { fetchCareers, isAbortError, siteApiConfig } from '@insurance-web/api-client';
import { useSite } from '@insurance-web/ui';
import { useCallback, useEffect, useState } from 'react';
import { type CareerPosition, openPositions } from '../positions/careerPositions.js';

export type OpenPositions =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; positions: readonly CareerPosition[] };

/**
 * The open positions, fetched when the list mounts (SPEC §4) through api-client's `fetchCareers`.
 * A failure is logged (SPEC §8) and reported as `failed`, with a retry; a fetch still running when
 * the list unmounts is aborted.
 */
export function useOpenPositions(): OpenPositions {
  const { config } = useSite();
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'failed' } | { status: 'ready'; positions: readonly CareerPosition[] }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another try
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    // A site configuration without an API host throws here: the same failure, logged, not a crash.
    Promise.resolve()
      .then(() => fetchCareers(siteApiConfig(config), { signal: controller.signal }))
      .then(
        (jobs) => setState({ status: 'ready', positions: openPositions(jobs) }),
        (error: unknown) => {
          if (isAbortError(error)) return;
          console.error('Error loading the careers positions', error);
          setState({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, [config, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return state.status === 'failed' ? { status: 'failed', retry } : state;
}
