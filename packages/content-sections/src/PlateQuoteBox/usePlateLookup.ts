'use client';

import {
  checkRollout,
  createVehicleLookup,
  isAbortError,
  siteApiConfig,
  VEHICLE_LOOKUP_DEBOUNCE_MS,
  type VehicleLookup,
} from '@insurance-web/api-client';
import { useSite } from '@insurance-web/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_LOOKUP,
  type LookupEvent,
  type LookupState,
  lookupReducer,
  needsRolloutCheck,
  type RolloutState,
  vehicleFromInfo,
} from './plateLookup.js';

/**
 * The vehicle lookup as the visitor types (SPEC §4, §7): debounced, a newer lookup aborts the
 * earlier one, aborted lookups are ignored silently. `update` takes the input's value.
 */
export function useVehicleLookup(delayMs: number = VEHICLE_LOOKUP_DEBOUNCE_MS) {
  const { config } = useSite();
  const [state, setState] = useState<LookupState>(DEFAULT_LOOKUP);
  // The state as the handlers see it between renders (several keystrokes may come before one).
  const current = useRef<LookupState>(DEFAULT_LOOKUP);
  const lookup = useRef<VehicleLookup | null>(null);
  const configRef = useRef(config);
  configRef.current = config;

  const apply = useCallback((event: LookupEvent) => {
    const next = lookupReducer(current.current, event);
    current.current = next;
    setState(next);
    return next;
  }, []);

  useEffect(
    () => () => {
      lookup.current?.cancel();
      lookup.current = null;
      // A lookup cut off by unmounting never answers: start from the beginning if mounted again.
      if (current.current.status === 'loading') current.current = DEFAULT_LOOKUP;
    },
    [],
  );

  const update = useCallback(
    (value: string) => {
      const before = current.current;
      const next = apply({ type: 'input', value });
      if (next === before) return;
      if (next.status !== 'loading') {
        lookup.current?.cancel();
        return;
      }
      lookup.current ??= createVehicleLookup(siteApiConfig(configRef.current), delayMs);
      const { plate } = next;
      lookup.current.lookup(plate).then(
        (info) => {
          const vehicle = vehicleFromInfo(info);
          apply(vehicle ? { type: 'found', plate, vehicle } : { type: 'failed', plate });
        },
        (error: unknown) => {
          if (!isAbortError(error)) apply({ type: 'failed', plate });
        },
      );
    },
    [apply, delayMs],
  );

  return { state, update };
}

/**
 * The rollout check of the new quote flow (SPEC §6, §7), asked once, when `wanted` first becomes
 * true: only for an internal user or when nobody is signed in; anyone else gets `unavailable`
 * without a call. A failed check means not available.
 */
export function useRollout(flag: string, wanted: boolean): RolloutState {
  const { config } = useSite();
  const allowed = needsRolloutCheck(config.user);
  const [state, setState] = useState<RolloutState>('unchecked');
  const started = useRef(false);
  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    if (!allowed) {
      setState('unavailable');
      return;
    }
    const controller = new AbortController();
    let settled = false;
    setState('checking');
    checkRollout(siteApiConfig(config), { flag, signal: controller.signal }).then(
      (available) => {
        settled = true;
        setState(available ? 'available' : 'unavailable');
      },
      (error: unknown) => {
        settled = true;
        if (!isAbortError(error)) setState('unavailable');
      },
    );
    return () => {
      if (settled) return;
      controller.abort();
      started.current = false;
    };
  }, [wanted, allowed, flag, config]);
  return state;
}
