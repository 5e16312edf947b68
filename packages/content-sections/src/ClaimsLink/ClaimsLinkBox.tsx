'use client';

import { cardHeadingClass, useSite } from '@insurance-web/ui';
import { Cta } from '../Cta/Cta.js';
import { BlockSection } from '../layout/BlockSection.js';
import { useBlockMessages } from '../messages.js';
import type { ClaimsLinkProps } from './claimsLinkContent.js';
import { CLAIMS_REPORT_URL, isClaimsPage } from './claimsPage.js';

/**
 * The box itself. It reads the page's URL from the site configuration, which the server and the
 * browser share, so the server decides and hydration agrees; elsewhere it renders nothing.
 */
export function ClaimsLinkBox({ heading, text, linkText }: ClaimsLinkProps) {
  const { config } = useSite();
  const t = useBlockMessages().claimsLink;
  if (!isClaimsPage(config.url)) return null;
  const button = {
    text: linkText || t.linkText,
    url: CLAIMS_REPORT_URL,
    style: 'primary',
    openInNewTab: false,
  } as const;
  // The heading belongs inside the coloured box, so the box renders it rather than the shell.
  return (
    <BlockSection>
      {/* The box fills the row: from a tablet up, its words on the left and the link on the right. */}
      <div
        data-section-box=""
        className="flex flex-col gap-3 rounded-card border-s-4 border-accent bg-accent-soft p-6 tablet:flex-row tablet:items-center tablet:justify-between tablet:gap-8"
      >
        <div className="flex flex-col gap-3">
          <h2 className={`${cardHeadingClass} text-ink`}>{heading || t.heading}</h2>
          <p className="text-ink [overflow-wrap:anywhere]">{text || t.text}</p>
        </div>
        <div className="pt-1 tablet:shrink-0 tablet:pt-0">
          <Cta button={button} category="Hlášení škody" />
        </div>
      </div>
    </BlockSection>
  );
}
