'use client';

import { type BlockMessages, useBlockMessages } from '../messages.js';

export interface CompanyDetailsTextProps {
  name: keyof BlockMessages['companyDetails'];
}

/** One of the block's own texts (`IČO`, `Sídlo`) in the site's locale: a client leaf, so the block stays on the server. */
export function CompanyDetailsText({ name }: CompanyDetailsTextProps) {
  return useBlockMessages().companyDetails[name];
}
