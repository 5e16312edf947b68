'use client';

import { type BranchMessages, useBranchMessages } from './messages.js';

type TextKey = {
  [K in keyof BranchMessages]: BranchMessages[K] extends string ? K : never;
}[keyof BranchMessages];

/** One of the blocks' own texts in the site's locale: a client leaf, so a static block stays on the server. */
export function BranchText({ name }: { name: TextKey }) {
  return useBranchMessages()[name];
}
