import { defineBlock } from '@insurance-web/ui';
import { BranchContacts } from './BranchContacts.js';
import { branchContactsContent } from './branchContactsContent.js';

/**
 * The branch contacts as a page section: picking a branch and the city and brand choice need the
 * browser, so it hydrates; as soon as the page has loaded, since `?pobocka=` decides what it shows.
 */
export const branchContactsBlock = defineBlock({
  type: 'branches.contacts',
  label: 'Pobočky: kontakty, otevírací doba a lidé',
  content: branchContactsContent,
  component: BranchContacts,
  island: () => true,
});
