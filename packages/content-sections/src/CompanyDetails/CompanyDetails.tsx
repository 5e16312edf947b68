import { cardHeadingClass } from '@insurance-web/ui';
import type { ReactNode } from 'react';
import { BlockSection } from '../layout/BlockSection.js';
import { CompanyDetailsText } from './CompanyDetailsText.js';
import type { CompanyDetailsProps } from './companyDetailsContent.js';
import { organizationJsonLd, scriptSafeJson } from './structuredData.js';

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 tablet:flex-row tablet:gap-4">
      <dt className="font-semibold text-ink tablet:w-44 tablet:shrink-0">{term}</dt>
      <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The company's details: address, identifiers, register entry and bank accounts, with structured data. */
export function CompanyDetails(props: CompanyDetailsProps) {
  const { companyName, address, dataBoxId, ico, dic, registration, bankAccounts, swift, paymentNote } = props;
  // The company name heads the card (with the register entry under it), so the card renders it.
  return (
    <BlockSection>
      {/* The card fills the row: on a desktop, who the company is on the left and how to pay it on the right. */}
      <div
        data-section-box=""
        className="grid gap-6 rounded-card border border-line bg-surface p-6 desktop:grid-cols-2 desktop:gap-10"
      >
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2 className={`${cardHeadingClass} text-ink`}>{companyName}</h2>
            {registration ? <p className="text-ink-muted">{registration}</p> : null}
          </div>
          <dl className="flex flex-col gap-3">
            <Detail term={<CompanyDetailsText name="registeredOffice" />}>
              {address.street}
              <br />
              {address.zip} {address.city}
            </Detail>
            <Detail term={<CompanyDetailsText name="ico" />}>{ico}</Detail>
            {dic ? <Detail term={<CompanyDetailsText name="dic" />}>{dic}</Detail> : null}
            {dataBoxId ? <Detail term={<CompanyDetailsText name="dataBox" />}>{dataBoxId}</Detail> : null}
          </dl>
        </div>
        {bankAccounts.length > 0 ? (
          <div className="flex flex-col gap-4">
            <h3 className="text-xl font-bold text-ink">
              <CompanyDetailsText name="bankAccounts" />
            </h3>
            <ul className="grid gap-4 tablet:grid-cols-2">
              {bankAccounts.map((account, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: accounts are positional CMS content
                <li key={index} className="flex flex-col gap-2 rounded-field bg-surface-muted p-4">
                  <p className="font-semibold text-ink [overflow-wrap:anywhere]">{account.label}</p>
                  <dl className="flex flex-col gap-1">
                    <div>
                      <dt className="text-sm text-ink-muted">
                        <CompanyDetailsText name="accountNumber" />
                      </dt>
                      <dd className="font-semibold text-ink">{account.accountNumber}</dd>
                    </div>
                    <div>
                      <dt className="text-sm text-ink-muted">
                        <CompanyDetailsText name="iban" />
                      </dt>
                      <dd className="text-ink [overflow-wrap:anywhere]">{account.iban}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            {/* SPEC §9: both accounts share one SWIFT, so it is shown once for both. */}
            {swift ? (
              <dl>
                <Detail term={<CompanyDetailsText name="swift" />}>{swift}</Detail>
              </dl>
            ) : null}
            <p className="text-ink-muted">{paymentNote || <CompanyDetailsText name="paymentNote" />}</p>
          </div>
        ) : null}
      </div>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped (scriptSafeJson)
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(organizationJsonLd(props)) }}
      />
    </BlockSection>
  );
}
