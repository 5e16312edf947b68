import type { AnyBlockDefinition } from '@insurance-web/ui';
import { branchContactsBlock } from './BranchContacts/branchContactsBlock.js';
import { dealersBlock, serviceCentresBlock } from './Cards/cardBlocks.js';
import { workingHoursBlock } from './WorkingHoursChart/workingHoursBlock.js';

/** This package's page sections, for the host's registry (DESIGN.md "How data flows" 2). */
export const branchBlocks: readonly AnyBlockDefinition[] = [
  branchContactsBlock,
  workingHoursBlock,
  serviceCentresBlock,
  dealersBlock,
];
