import { telHref } from '@insurance-web/ui';
import { BranchText } from '../BranchText.js';
import { CardGroups } from './CardGroups.js';
import { DEALER_BRANDS, DEFAULT_LOGO_PATH, type DealersProps } from './dealerBrands.js';

/**
 * Dealer cards by location (SPEC §2 item 4): name, address, phone, service tags (and buy-in, which
 * every dealer offers for any make), and the marks of the makes it sells, from the static path the
 * host configures. Rendered on the server with no client code.
 */
export function Dealers({ heading, perex, logoPath = DEFAULT_LOGO_PATH, dealers }: DealersProps) {
  return (
    <CardGroups
      heading={heading}
      fallbackHeading="dealersHeading"
      perex={perex}
      items={dealers}
      columns={2}
      card={(dealer) => (
        <>
          <address className="not-italic text-ink">
            {dealer.street}
            <br />
            {[dealer.zip, dealer.city].filter(Boolean).join(' ')}
          </address>
          {dealer.phone ? (
            <a
              href={telHref(dealer.phone)}
              className="w-fit font-semibold text-brand underline underline-offset-4"
            >
              {dealer.phone}
            </a>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <h4 className="sr-only">
              <BranchText name="services" />
            </h4>
            <ul className="flex flex-wrap gap-2">
              {dealer.services.map((service) => (
                <li key={service} className="rounded-full bg-surface-muted px-3 py-0.5 text-sm text-ink">
                  {service}
                </li>
              ))}
              <li className="rounded-full bg-brand-soft px-3 py-0.5 text-sm font-semibold text-brand">
                <BranchText name="buyIn" />
              </li>
            </ul>
          </div>
          {dealer.brands.length > 0 ? (
            <div className="mt-auto flex flex-col gap-1.5">
              <h4 className="sr-only">
                <BranchText name="brands" />
              </h4>
              <ul className="flex flex-wrap items-center gap-3">
                {dealer.brands.map((brand) => (
                  <li key={brand}>
                    <img
                      src={`${logoPath}/${brand}.svg`}
                      alt={DEALER_BRANDS[brand]}
                      width={96}
                      height={40}
                      loading="lazy"
                      className="h-10 w-24"
                    />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    />
  );
}
