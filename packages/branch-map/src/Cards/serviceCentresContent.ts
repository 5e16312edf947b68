import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { directoryBranches } from '../BranchContacts/branchContent.js';
import type { Branch } from '../BranchContacts/branches.js';
import { departmentName } from '../BranchContacts/branchLinks.js';

export interface ServiceCentre {
  name: string;
  street: string;
  zip: string;
  city: string;
  email: string;
  phone: string;
  latitude: number;
  longitude: number;
}

export interface ServiceCentresProps {
  /** Default `Servisní centra`. */
  heading?: string;
  perex?: string;
  centres: readonly ServiceCentre[];
}

const { labelled } = contentFields;

/** `Chlumecká 765/6`: a branch's street with its house number. */
export function streetLine(branch: Pick<Branch, 'street' | 'houseNumber'>): string {
  return [branch.street, branch.houseNumber].filter(Boolean).join(' ');
}

/**
 * The service desks of the branches (their `servis` department): each branch's own address and
 * position, the department's phone and e-mail, named `Servis <branch>`.
 */
export function serviceCentresOf(branches: readonly Branch[]): ServiceCentre[] {
  return branches.flatMap((branch) =>
    branch.departments
      .filter((department) => department.kind === 'servis')
      .map((department) => ({
        name: departmentName(branch, 'servis'),
        street: streetLine(branch),
        zip: branch.zip,
        city: branch.city,
        email: department.email,
        phone: department.phone,
        latitude: branch.latitude,
        longitude: branch.longitude,
      })),
  );
}

/**
 * `branches.service-centres`: the service centres' contact cards (SPEC §2 item 3), grouped by city.
 * The editor writes the heading and the perex; the cards are the branches' service departments from
 * the branch directory the host puts into `branches`, so an address or a number is the branch's own.
 */
export const serviceCentresContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Servisní centra“.'),
    perex: contentFields.perex(),
    branches: directoryBranches(),
  }),
  z.transform(({ heading, perex, branches }, ctx): Required<ServiceCentresProps> => {
    const centres = serviceCentresOf(branches);
    if (centres.length === 0) {
      ctx.issues.push({
        code: 'custom',
        input: branches,
        path: ['branches'],
        message: 'Žádná pobočka nemá oddělení servis: blok by nic neukázal.',
      });
    }
    return { heading, perex, centres };
  }),
);
