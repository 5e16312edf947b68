import type { ApiConfig } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { isAbortError } from '../http/ApiError.js';
import { type CallOptions, send, sendJson } from '../http/request.js';

/** SPEC §3: matched by the caller against its local model table. */
export interface VehicleInfo {
  manufacturerModelCode: string;
  registrationPlate: string;
}

/** SPEC §9: the plate lookup waits this long after the last keystroke. */
export const VEHICLE_LOOKUP_DEBOUNCE_MS = 500;

/** Vehicle data by registration plate; pass a signal to cancel it. */
export async function fetchVehicleInfo(
  config: ApiConfig,
  plate: string,
  options?: CallOptions,
): Promise<VehicleInfo> {
  // `async`, so that a bad argument rejects the promise like any other failure instead of throwing.
  return sendJson<VehicleInfo>(config, siteEndpoints.vehicleInfo(String(plate ?? '').trim()), {
    ...options,
    source: 'WEB_VEHICLE',
  });
}

export interface VehicleLookup {
  /**
   * Looks the plate up after the debounce delay. A newer call, or `cancel()`, aborts this one: its
   * promise then rejects with an error that `isAbortError` recognises.
   */
  lookup(plate: string): Promise<VehicleInfo>;
  cancel(): void;
}

export function createVehicleLookup(config: ApiConfig, delayMs = VEHICLE_LOOKUP_DEBOUNCE_MS): VehicleLookup {
  let current: { controller: AbortController; timer: ReturnType<typeof setTimeout> } | undefined;
  const cancel = () => {
    if (!current) return;
    clearTimeout(current.timer);
    current.controller.abort();
    current = undefined;
  };
  return {
    cancel,
    lookup(plate) {
      cancel();
      const controller = new AbortController();
      return new Promise<VehicleInfo>((resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
        const timer = setTimeout(() => {
          fetchVehicleInfo(config, plate, { signal: controller.signal }).then(resolve, reject);
        }, delayMs);
        current = { controller, timer };
      }).finally(() => {
        if (current?.controller === controller) current = undefined;
      });
    },
  };
}

export interface RolloutOptions extends CallOptions {
  /** The feature flag of the new quote flow. */
  flag: string;
}

/**
 * Whether the new quote flow is available (SPEC §7): any success status means yes. Any failure means
 * no, so a visitor always gets a working flow; only an abort rejects.
 */
export async function checkRollout(config: ApiConfig, options: RolloutOptions): Promise<boolean> {
  const { flag, ...rest } = options;
  try {
    const response = await send(config, siteEndpoints.rollout(flag, config.environment), rest);
    await response.body?.cancel().catch(() => undefined);
    return true;
  } catch (error) {
    if (isAbortError(error)) throw error;
    return false;
  }
}
