import type { AnyBlockDefinition } from '@insurance-web/ui';
import { cascoSectionBlock } from './CascoSection/cascoSectionBlock.js';

/** This package's page sections, for the host's registry (DESIGN.md "How data flows" 2). */
export const cascoDialogBlocks: readonly AnyBlockDefinition[] = [cascoSectionBlock];
