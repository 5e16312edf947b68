import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { directoryBranches } from '../BranchContacts/branchContent.js';
import type { Branch } from '../BranchContacts/branches.js';

export interface WorkingHoursProps {
  perex?: string;
  /** Every branch, with its opening hours and how busy it is in each open hour (`busyWeek`). */
  branches: readonly Branch[];
}

const { labelled } = contentFields;

/**
 * `branches.working-hours`: how busy the branch picked on the page (`?pobocka=`, default the first)
 * is in each open hour of each working day (SPEC §2 item 7). The heading names that branch, so it is
 * not the editor's; the editor writes the perex. The busy data is each branch's own (`busyHours` in
 * the branch directory the host puts into `branches`), beside its opening hours.
 */
export const workingHoursContent = z.pipe(
  z.object({
    perex: labelled(
      contentFields.optionalText(),
      'Perex',
      'Nepovinné. Text pod nadpisem, platný pro každou pobočku (odkud údaje jsou). Nadpis jmenuje zobrazenou pobočku sám.',
    ),
    branches: directoryBranches(),
  }),
  z.transform((data): Required<WorkingHoursProps> => data),
);
