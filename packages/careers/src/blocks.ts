import type { AnyBlockDefinition } from '@insurance-web/ui';
import { careersListBlock } from './CareersList/careersListBlock.js';

/** This package's page sections, for the host's registry (DESIGN.md "How data flows" 2). */
export const careersBlocks: readonly AnyBlockDefinition[] = [careersListBlock];
