import { telHref } from '@insurance-web/ui';
import { NavigateLink } from '../BranchContacts/NavigateLink.js';
import { CardGroups } from './CardGroups.js';
import type { ServiceCentresProps } from './serviceCentresContent.js';

/**
 * The service centres' contact cards (SPEC §2 item 3: Praha with three sites, Brno, Příbram): each
 * with address, e-mail, phone (`tel:` with +420) and `Navigovat`, a route in the visitor's maps.
 * Rendered on the server with no client code.
 */
export function ServiceCentres({ heading, perex, centres }: ServiceCentresProps) {
  return (
    <CardGroups
      heading={heading}
      fallbackHeading="serviceCentresHeading"
      perex={perex}
      items={centres}
      columns={3}
      card={(centre) => (
        <>
          <address className="not-italic text-ink">
            {centre.street}
            <br />
            {[centre.zip, centre.city].filter(Boolean).join(' ')}
          </address>
          {centre.phone ? (
            <a
              href={telHref(centre.phone)}
              className="w-fit font-semibold text-brand underline underline-offset-4"
            >
              {centre.phone}
            </a>
          ) : null}
          {centre.email ? (
            <a href={`mailto:${centre.email}`} className="w-fit text-brand underline underline-offset-4">
              {centre.email}
            </a>
          ) : null}
          <div className="mt-auto">
            <NavigateLink place={centre.name} latitude={centre.latitude} longitude={centre.longitude} />
          </div>
        </>
      )}
    />
  );
}
