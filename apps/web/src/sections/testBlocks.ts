import { defineBlock } from '@insurance-web/ui';
import * as z from 'zod/mini';

/** A block that always fails while rendering: proves, end to end, that a page survives one. */
export const throwingTestBlock = defineBlock({
  type: 'test.throws',
  label: 'Testovací blok, který selže',
  content: z.object({}),
  component: () => {
    throw new Error('Testovací blok selhal při vykreslování.');
  },
});
