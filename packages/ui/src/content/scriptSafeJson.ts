/**
 * JSON for a `<script type="application/ld+json">`: every `<` escaped as `\u003c` (still the same
 * JSON), so no CMS text can close the script element or open a comment in it.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
