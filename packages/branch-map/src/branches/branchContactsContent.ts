import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { BRANCH_ADDON_ICONS, type Branch, type BranchAddonIcon, withSlug } from './branches.js';

export interface BranchContactsProps {
  /** Default `Naše pobočky`. */
  heading?: string;
  perex?: string;
  branches: readonly Branch[];
}

const time = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:\d\d(\.\d+)?)?$/, 'Čas zadejte jako HH:MM.'));
const hhmm = z.pipe(
  time,
  z.transform((value) => value.slice(0, 5)),
);

/**
 * One branch in SPEC §3's shape ("Branch (map)"): `code`, `apiData` (description, email, address with
 * street, houseNumber, city, zip, gpsLongitude, gpsLatitude, openingSlots with dow, open, close),
 * `rating`, `branchAddons` (icon, tooltip), `people` (name, phone, branchPersonPhoto), and the
 * `brands` it serves (names as shown: `Škoda`). Strapi's times (`08:00:00.000`) read as `08:00`.
 */
const branch = z.pipe(
  z.object({
    code: contentFields.text(),
    apiData: z.object({
      description: contentFields.text(),
      email: contentFields.optionalText(),
      phone: contentFields.optionalText(),
      address: z.object({
        street: contentFields.text(),
        houseNumber: contentFields.optionalText(),
        city: contentFields.text(),
        zip: contentFields.optionalText(),
        gpsLatitude: z.number().check(z.gte(-90), z.lte(90)),
        gpsLongitude: z.number().check(z.gte(-180), z.lte(180)),
      }),
      openingSlots: contentFields.list(
        z
          .object({ dow: z.int().check(z.gte(1), z.lte(5)), open: hhmm, close: hhmm })
          .check(z.refine((slot) => slot.close > slot.open, 'Konec musí být po začátku.')),
      ),
    }),
    rating: z.pipe(
      z.optional(z.nullable(z.number().check(z.gte(0), z.lte(5)))),
      z.transform((value) => value ?? null),
    ),
    branchAddons: contentFields.list(
      z.object({
        // An icon this package does not draw is shown as a general one, not a reason to drop the branch.
        icon: z.pipe(
          contentFields.text(),
          z.transform(
            (value): BranchAddonIcon =>
              (BRANCH_ADDON_ICONS as readonly string[]).includes(value)
                ? (value as BranchAddonIcon)
                : 'other',
          ),
        ),
        tooltip: contentFields.text(),
      }),
    ),
    people: contentFields.list(
      z.object({
        name: contentFields.text(),
        phone: contentFields.optionalText(),
        branchPersonPhoto: contentFields.image(),
      }),
    ),
    brands: contentFields.list(contentFields.text()),
  }),
  z.transform(
    ({ code, apiData, rating, branchAddons, people, brands }): Branch =>
      withSlug({
        code,
        name: apiData.description,
        email: apiData.email,
        phone: apiData.phone,
        street: apiData.address.street,
        houseNumber: apiData.address.houseNumber,
        city: apiData.address.city,
        zip: apiData.address.zip,
        latitude: apiData.address.gpsLatitude,
        longitude: apiData.address.gpsLongitude,
        slots: apiData.openingSlots.toSorted((a, b) => a.dow - b.dow || a.open.localeCompare(b.open)),
        rating,
        addons: branchAddons,
        people: people.map((person) => ({
          name: person.name,
          phone: person.phone,
          photo: person.branchPersonPhoto,
        })),
        brands,
      }),
  ),
);

/** `branches.contacts`: the branches with their contacts, hours and people, and the city and brand choice. */
export const branchContactsContent = z.pipe(
  z.object({
    heading: contentFields.optionalText(),
    perex: contentFields.optionalText(),
    branches: z.array(branch).check(
      z.minLength(1, 'Vyplňte aspoň jednu pobočku.'),
      z.refine((branches) => {
        // A branch that failed its own checks has no slug: it is reported already, not as a twin.
        const slugs = branches.map((entry) => entry?.slug).filter((slug) => typeof slug === 'string');
        return new Set(slugs).size === slugs.length;
      }, 'Dvě pobočky mají stejný název: adresa ?pobocka= by je nerozlišila.'),
    ),
  }),
  z.transform((data): Required<BranchContactsProps> => data),
);
