import { ExternalLinkIcon } from '@insurance-web/ui';
import { BranchText } from '../BranchText.js';
import { navigationUrl } from './branchLinks.js';

/** `Navigovat`: a route to a place in the visitor's maps, in a new tab, named with the place for screen readers. */
export function NavigateLink({
  place,
  latitude,
  longitude,
}: {
  place: string;
  latitude: number;
  longitude: number;
}) {
  return (
    <a
      href={navigationUrl(latitude, longitude)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-full border-2 border-brand px-5 py-2 font-semibold text-brand hover:bg-brand-soft"
    >
      <BranchText name="navigate" />
      <span className="sr-only">
        {' '}
        {place} <BranchText name="newTab" />
      </span>
      <ExternalLinkIcon />
    </a>
  );
}
