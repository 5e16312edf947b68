/** "Now", injected: a fixed instant (tests, stories) or a clock read at each validation (a long-open form). */
export type Now = Date | (() => Date);

export function readNow(now: Now | undefined): Date {
  if (now === undefined) return new Date();
  return typeof now === 'function' ? now() : now;
}
