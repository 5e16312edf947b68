import { defineBlock } from '@insurance-web/ui';
import { BranchContacts } from './BranchContacts.js';
import { branchContactsContent } from './branchContactsContent.js';

/**
 * The branch contacts as a page section: the city and brand choice and picking in place need the
 * browser, so it hydrates (when it comes into view); the server already renders the branch of
 * `?pobocka=`, and its branch links work before then.
 */
export const branchContactsBlock = defineBlock({
  type: 'branches.contacts',
  label: 'Pobočky: kontakty, otevírací doba a lidé',
  content: branchContactsContent,
  component: BranchContacts,
  island: () => true,
});
