/** Made on first use, not as the module loads: building it loads ICU's Czech rules on the main thread. */
let collator: Intl.Collator | undefined;

/**
 * Czech alphabetical order for `sort`: `Ch` after `H`, `Š` after `S`, `Č` after `C`. One collator for
 * every list of the site (branch cities and makes, careers filters, vehicle brands), made when first
 * needed: building one costs 22–33 ms of main thread at 4× CPU slowdown (profiled on /pobocky), which at
 * module level landed in the island's first task and made it a long one.
 */
export function czechOrder(a: string, b: string): number {
  collator ??= new Intl.Collator('cs');
  return collator.compare(a, b);
}
