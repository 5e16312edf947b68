/**
 * Server field errors (already renamed to form fields by api-client's `fieldErrors`) split into the
 * fields the visitor can see and fix, in the form's reading order, and the rest, which count as a
 * general failure (the error dialog): nobody can fix a field that is not on screen.
 */
export function splitByFields<Field extends string>(
  errors: Readonly<Record<string, string>>,
  fields: readonly Field[],
): { known: [Field, string][]; unknown: string[] } {
  const known: [Field, string][] = [];
  for (const field of fields) {
    const message = Object.hasOwn(errors, field) ? errors[field] : undefined;
    if (message !== undefined) known.push([field, message]);
  }
  const unknown = Object.keys(errors).filter((name) => !(fields as readonly string[]).includes(name));
  return { known, unknown };
}
