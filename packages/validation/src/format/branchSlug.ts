/**
 * The `pobocka` query value of a branch (SPEC §2): `Pobočka Praha Černý Most` → `praha-cerny-most`.
 * Diacritics go by Unicode decomposition, so every Czech letter (and any other Latin one) is covered.
 */
export function branchSlug(description: unknown): string {
  if (typeof description !== 'string') return '';
  return (
    description
      .trim()
      .replace(/^Pobočka\s+/iu, '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Spaces and dashes (`Brno - Vinohrady`) become one dash, never several.
      .replace(/[\s-]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}
