import { type FieldErrors, type FieldValues, get, type Path } from 'react-hook-form';

/** The error message of a field named by a shared component, which knows the form only by its type. */
export function fieldMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  name: Path<Values>,
): string | undefined {
  const error: unknown = get(errors, name);
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}
