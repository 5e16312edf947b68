import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { branchList } from './BranchContacts/branchContent.js';
import type { Branch } from './BranchContacts/branches.js';

/*
 * The branch directory: every branch of the group, once, with its contacts, address, opening hours,
 * departments and busy hours. The site states a branch's facts from here alone: the host reads the
 * directory from its content source (a Strapi single type, or a JSON file) and puts its `branches`
 * into every section of the blocks below, whose own CMS fields are only their heading and perex.
 */

/** The section types that show the directory's branches: the host fills in their `branches`. */
export const BRANCH_DIRECTORY_BLOCKS = [
  'branches.contacts',
  'branches.working-hours',
  'branches.service-centres',
  'branches.dealers',
] as const;

/** The branch directory as the blocks read it. */
export interface BranchDirectory {
  branches: readonly Branch[];
}

/** The directory's content: `{ branches: [...] }`, each branch in SPEC §3's shape (see the README). */
export const branchDirectoryContent: z.ZodMiniType<BranchDirectory> = z.object({
  branches: contentFields.labelled(
    branchList,
    'Pobočky',
    'Každá pobočka jednou: název, kontakty, adresa, otevírací doba, oddělení a vytížení. Ukážou je všechny bloky poboček na webu.',
  ),
});

/**
 * A section with the directory's branches put in, when it is of a block that shows them; any other
 * section as it is. `branches` is the directory's list as its source holds it (raw: each block reads
 * it with its own schema).
 */
export function withBranchDirectory<T extends { __component?: unknown }>(
  section: T,
  branches: readonly unknown[],
): T {
  return (BRANCH_DIRECTORY_BLOCKS as readonly unknown[]).includes(section.__component)
    ? { ...section, branches }
    : section;
}
