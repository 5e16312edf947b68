import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { directoryBranches } from './branchContent.js';
import type { Branch } from './branches.js';

const { labelled } = contentFields;

export interface BranchContactsProps {
  /** Default `Naše pobočky`. */
  heading?: string;
  perex?: string;
  branches: readonly Branch[];
}

/**
 * `branches.contacts`: the branches with their contacts, hours and people, and the city and brand
 * choice. The editor writes the heading and the perex; the branches are the site's branch directory,
 * which the host puts into the section (`branches`, one record per branch in SPEC §3's shape).
 */
export const branchContactsContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Naše pobočky“.'),
    perex: contentFields.perex(),
    branches: directoryBranches(),
  }),
  z.transform((data): Required<BranchContactsProps> => data),
);
