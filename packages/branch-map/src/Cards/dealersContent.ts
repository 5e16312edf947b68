import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { directoryBranches } from '../BranchContacts/branchContent.js';
import type { Branch } from '../BranchContacts/branches.js';
import { departmentName } from '../BranchContacts/branchLinks.js';
import {
  DEALER_BRANDS,
  DEFAULT_LOGO_PATH,
  type Dealer,
  type DealerBrand,
  type DealersProps,
} from './dealerBrands.js';
import { streetLine } from './serviceCentresContent.js';

const { labelled } = contentFields;

/** A make as the branches name it (`Škoda`) → the code of its mark (`skoda`); a make without a mark has none. */
function brandCode(name: string): DealerBrand | undefined {
  return (Object.keys(DEALER_BRANDS) as DealerBrand[]).find((code) => DEALER_BRANDS[code] === name);
}

/**
 * The car sales of the branches (their `prodej` department): each branch's own address, the
 * department's phone and services, the marks of the makes the branch serves; named `Prodej vozů <branch>`.
 */
export function dealersOf(branches: readonly Branch[]): Dealer[] {
  return branches.flatMap((branch) =>
    branch.departments
      .filter((department) => department.kind === 'prodej')
      .map((department) => ({
        name: departmentName(branch, 'prodej'),
        city: branch.city,
        street: streetLine(branch),
        zip: branch.zip,
        phone: department.phone,
        services: department.services,
        brands: branch.brands.flatMap((name) => brandCode(name) ?? []),
      })),
  );
}

/**
 * `branches.dealers`: dealer cards by location, with service tags and the makes' marks (SPEC §2 item
 * 4). The editor writes the heading, the perex and where the marks are; the cards are the branches'
 * car sales from the branch directory the host puts into `branches`.
 */
export const dealersContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Autorizovaní prodejci“.'),
    perex: contentFields.perex(),
    logoPath: labelled(
      z.pipe(
        contentFields.optionalText(),
        z.transform((value, ctx) => {
          const path = (value || DEFAULT_LOGO_PATH).replace(/\/+$/, '');
          if (!/^\/[\w\-/]*$/.test(path)) {
            ctx.issues.push({
              code: 'custom',
              message: 'Cesta k logům musí být cesta na webu (/logos/…).',
              input: value,
            });
            return z.NEVER;
          }
          return path;
        }),
      ),
      'Cesta k logům',
      'Nepovinné. Složka na webu s logy značek (/logos/…), logo je <složka>/<značka>.svg. Prázdné: /logos/znacky.',
    ),
    branches: directoryBranches(),
  }),
  z.transform(({ heading, perex, logoPath, branches }, ctx): Required<DealersProps> => {
    const dealers = dealersOf(branches);
    if (dealers.length === 0) {
      ctx.issues.push({
        code: 'custom',
        input: branches,
        path: ['branches'],
        message: 'Žádná pobočka nemá oddělení prodej: blok by nic neukázal.',
      });
    }
    return { heading, perex, logoPath, dealers };
  }),
);
