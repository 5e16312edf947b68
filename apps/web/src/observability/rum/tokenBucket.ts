/**
 * A token bucket: `capacity` requests at once, refilled at `perSecond`. What the RUM endpoint takes
 * from one instance in a second, whoever sends it: a loop in a page or a flood of forged beacons costs
 * the instance little and moves the metrics by a bounded amount.
 */
export function tokenBucket(
  capacity: number,
  perSecond: number,
  now: () => number = () => performance.now(),
) {
  let tokens = capacity;
  let at = now();
  return {
    /** Takes a token if one is left; false: refused. */
    take(): boolean {
      const time = now();
      tokens = Math.min(capacity, tokens + ((time - at) / 1000) * perSecond);
      at = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
