import * as z from 'zod/mini';

/** Each field's messages, keyed by path (`''` for the root), in the order zod reports them. */
export function issuesOf(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value);
  const issues: Record<string, string[]> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    issues[key] ??= [];
    issues[key].push(issue.message);
  }
  return issues;
}

/** The first message of each field, as react-hook-form shows it. */
export function firstErrors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(issuesOf(schema, value)).map(([key, list]) => [key, list[0] ?? '']),
  );
}

/** Parses and returns the output; fails the test with the issues when the value is rejected. */
export function parsed<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(`rejected: ${JSON.stringify(issuesOf(schema, value))}`);
  return result.data;
}

/** A Prague wall-clock time in winter (UTC+1) or summer (UTC+2), as an instant. */
export function at(isoWithOffset: string): Date {
  return new Date(isoWithOffset);
}
