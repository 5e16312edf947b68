import { scriptSafeJson } from '../CompanyDetails/structuredData.js';
import { BlockSection } from '../layout/BlockSection.js';
import { FaqBrowser } from './FaqBrowser.js';
import type { FaqSectionProps } from './faqSectionContent.js';
import { faqPageJsonLd } from './faqStructuredData.js';

/**
 * The FAQ section (SPEC §2 item 7): groups as tiles (only when there is more than one), a group's
 * categories, and their questions, inline or in a modal, chosen by `faq` and `q` in the URL. With
 * JSON-LD `FAQPage` of every question of every group and category (the view in the URL is one
 * page's view of the same questions). A server component; the interactive part is `FaqBrowser`.
 */
export function FaqSection({ heading, perex, variant, groups }: FaqSectionProps) {
  const structuredData = faqPageJsonLd(
    groups.flatMap((group) => group.categories.flatMap((category) => category.questions)),
  );
  return (
    <BlockSection heading={heading} perex={perex}>
      <FaqBrowser groups={groups} variant={variant} headingLevel={heading ? 3 : 2} />
      {structuredData ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped (scriptSafeJson)
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(structuredData) }}
        />
      ) : null}
    </BlockSection>
  );
}
