import { messages } from '@insurance-web/validation';

/**
 * One item of an error response's `errors` (SPEC §8). The api-client reads `code`, `field` and
 * `message`; `fieldErrors` uses the items that name a `field`.
 */
export interface ErrorItem {
  code: string;
  field?: string;
  message: string;
}

/** The body of every non-OK answer: what the api-client's `errorFromResponse` turns into an `ApiError`. */
export interface ErrorBody {
  message: string;
  errors: ErrorItem[];
  warnings: ErrorItem[];
  details?: unknown;
}

export function errorBody(message: string, errors: ErrorItem[] = [], details?: unknown): ErrorBody {
  const body: ErrorBody = { message, errors, warnings: [] };
  if (details !== undefined) body.details = details;
  return body;
}

/** The parts of a zod issue we read: zod (classic or mini) is a dependency of the api-client, not ours. */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  keys?: readonly string[];
  format?: string;
}

export type SafeParse = (
  data: unknown,
) => { success: true; data: unknown } | { success: false; error: { issues: readonly SchemaIssue[] } };

export interface PayloadSchema {
  safeParse: SafeParse;
}

const cs = messages.cs;

/** A visitor-readable Czech message for a wire-contract issue; the zod code stays in `code`. */
function messageFor(issue: SchemaIssue, field: string): string {
  const leaf = field.split('.').pop() ?? field;
  if (leaf === 'dayTime' || leaf === 'meridiemCode') return cs.dayTimeRequired;
  // The claim-report request's own words: its choice and its two length limits.
  if (leaf === 'claimType') return cs.claimTypeRequired;
  if (issue.code === 'too_big' && leaf === 'policyOrPlate') return cs.policyOrPlateTooLong;
  if (issue.code === 'too_big' && leaf === 'description') return cs.claimDescriptionTooLong;
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return /phone/i.test(leaf) ? cs.phoneRequired : cs.required;
  }
  // A birth number or IČO in a shape the back end cannot use (service booking, mobility).
  if (/^personalI[dn]$/.test(leaf)) return cs.birthNumberInvalid;
  if (/^companyI[dn]$/.test(leaf)) return cs.icoInvalid;
  if (/phone/i.test(leaf)) return cs.phoneFormat;
  if (/email/i.test(leaf)) return cs.emailFormat;
  if (/date|plannedOn/i.test(leaf)) return cs.dateFormat;
  if (issue.code === 'too_small') {
    // The suitability record's minimum lengths (SPEC §5) say what is missing, not that nothing is there.
    if (leaf === 'recommendation') return cs.recommendationTooShort;
    if (leaf === 'difference') return cs.differenceTooShort;
    return cs.required;
  }
  return `Neplatná hodnota (${issue.message}).`;
}

/** Zod issues as §8 `errors` items with the payload field they belong to. */
export function issueItems(issues: readonly SchemaIssue[]): ErrorItem[] {
  return issues.flatMap((issue): ErrorItem[] => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      return issue.keys.map((key) => ({
        code: 'unrecognized_keys',
        field: base ? `${base}.${key}` : key,
        message: 'Toto pole server nezná.',
      }));
    }
    if (base === '') return [{ code: issue.code, message: `Neplatné tělo požadavku (${issue.message}).` }];
    return [{ code: issue.code, field: base, message: messageFor(issue, base) }];
  });
}

export const VALIDATION_FAILED = 'Požadavek neprošel kontrolou údajů.';
