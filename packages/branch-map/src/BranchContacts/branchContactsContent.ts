import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { zipCode } from '../contentFields.js';
import { BRANCH_ADDON_ICONS, type Branch, type BranchAddonIcon, withSlug } from './branches.js';

const { labelled, notInCms } = contentFields;

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

/** Latitude and longitude, as the branch map and `Navigovat` use them. */
const gps = (label: string, min: number, max: number, prague: string) =>
  labelled(
    z.number().check(z.gte(min), z.lte(max)),
    label,
    `Poloha pro mapu a tlačítko Navigovat, ${min} až ${max} (Praha ${prague}).`,
  );

/** SPEC's `apiData` of a branch: its name, contacts, address and opening hours. */
const branchDetails = z.object({
  description: labelled(
    contentFields.text(),
    'Název pobočky',
    'Jak se pobočka ukáže (Pobočka Praha Černý Most); z názvu je i adresa ?pobocka=.',
  ),
  email: labelled(contentFields.optionalText(), 'E-mail', 'Nepovinné. E-mail pobočky.'),
  phone: labelled(
    contentFields.optionalText(),
    'Telefon',
    'Nepovinné. Telefon pobočky; odkaz vytáčí s předvolbou +420.',
  ),
  address: labelled(
    z.object({
      street: labelled(contentFields.text(), 'Ulice', 'Ulice bez čísla domu.'),
      houseNumber: labelled(
        contentFields.optionalText(),
        'Číslo domu',
        'Nepovinné. Číslo popisné nebo orientační.',
      ),
      city: labelled(contentFields.text(), 'Obec', 'Obec; podle ní návštěvník pobočky vybírá.'),
      zip: zipCode(),
      gpsLatitude: gps('Zeměpisná šířka', -90, 90, '50,08'),
      gpsLongitude: gps('Zeměpisná délka', -180, 180, '14,42'),
    }),
    'Adresa',
    'Adresa pobočky a její poloha.',
  ),
  openingSlots: labelled(
    contentFields.list(
      z
        .object({
          dow: labelled(
            z.int().check(z.gte(1), z.lte(5)),
            'Den v týdnu',
            'Číslem: 1 pondělí, 2 úterý, 3 středa, 4 čtvrtek, 5 pátek.',
          ),
          open: labelled(hhmm, 'Otevírá', 'Čas ve tvaru HH:MM (08:00).'),
          close: labelled(hhmm, 'Zavírá', 'Čas ve tvaru HH:MM, později než otevírá (17:00).'),
        })
        .check(z.refine((slot) => slot.close > slot.open, 'Konec musí být po začátku.')),
    ),
    'Otevírací doba',
    'Časy otevření od pondělí do pátku; den může mít víc časů (zavřeno přes poledne).',
  ),
});

/**
 * One branch in SPEC §3's shape ("Branch (map)"): `code`, `apiData` (description, email, address with
 * street, houseNumber, city, zip, gpsLongitude, gpsLatitude, openingSlots with dow, open, close),
 * `rating`, `branchAddons` (icon, tooltip), `people` (name, phone, branchPersonPhoto), and the
 * `brands` it serves (names as shown: `Škoda`). Strapi's times (`08:00:00.000`) read as `08:00`.
 * The CMS stores `apiData` as `branchData` (`contentFields.notInCms`: Strapi's admin form drops a field
 * named `apiData`); either is read, and a branch without both is refused.
 */
const branch = z.pipe(
  z.object({
    code: labelled(contentFields.text(), 'Kód pobočky', 'Interní kód pobočky (NH_CAR_PRAHA_CERNYMOST).'),
    apiData: z.optional(notInCms(branchDetails)),
    branchData: z.optional(
      labelled(branchDetails, 'Údaje pobočky', 'Název, kontakty, adresa a otevírací doba.'),
    ),
    rating: labelled(
      z.pipe(
        z.optional(z.nullable(z.number().check(z.gte(0), z.lte(5)))),
        z.transform((value) => value ?? null),
      ),
      'Hodnocení',
      'Nepovinné. Hodnocení pobočky, 0 až 5 (4,6). Prázdné: bez hodnocení.',
    ),
    branchAddons: labelled(
      contentFields.list(
        z.object({
          // An icon this package does not draw is shown as a general one, not a reason to drop the branch.
          icon: labelled(
            z.pipe(
              contentFields.text(),
              z.transform(
                (value): BranchAddonIcon =>
                  (BRANCH_ADDON_ICONS as readonly string[]).includes(value)
                    ? (value as BranchAddonIcon)
                    : 'other',
              ),
            ),
            'Ikona',
            'parking, wheelchair (bezbariérový přístup), wifi, coffee (káva), charging (nabíjení), children (dětský koutek); jiná: obecná.',
          ),
          tooltip: labelled(
            contentFields.text(),
            'Popisek',
            'Co ikona znamená (Parkování zdarma); ukáže se u ní.',
          ),
        }),
      ),
      'Vybavení',
      'Nepovinné. Ikony vybavení pobočky s popiskem.',
    ),
    people: labelled(
      contentFields.list(
        z.object({
          name: contentFields.personName(),
          phone: labelled(
            contentFields.optionalText(),
            'Telefon',
            'Nepovinné. Přímý telefon; odkaz vytáčí s +420.',
          ),
          branchPersonPhoto: labelled(contentFields.image(), 'Fotografie', 'Nepovinné. Portrét.'),
        }),
      ),
      'Lidé',
      'Nepovinné. Kontaktní osoby pobočky.',
    ),
    brands: labelled(
      contentFields.textList(),
      'Značky',
      'Značky, které pobočka obsluhuje, tak, jak se mají ukázat (Škoda); podle nich návštěvník vybírá.',
    ),
  }),
  z.transform(({ code, apiData, branchData, rating, branchAddons, people, brands }, ctx): Branch => {
    const details = apiData ?? branchData;
    if (!details) {
      ctx.issues.push({
        code: 'custom',
        input: undefined,
        path: ['branchData'],
        message: 'Vyplňte údaje pobočky: název, adresu a otevírací dobu.',
      });
      return z.NEVER;
    }
    return withSlug({
      code,
      name: details.description,
      email: details.email,
      phone: details.phone,
      street: details.address.street,
      houseNumber: details.address.houseNumber,
      city: details.address.city,
      zip: details.address.zip,
      latitude: details.address.gpsLatitude,
      longitude: details.address.gpsLongitude,
      slots: details.openingSlots.toSorted((a, b) => a.dow - b.dow || a.open.localeCompare(b.open)),
      rating,
      addons: branchAddons,
      people: people.map((person) => ({
        name: person.name,
        phone: person.phone,
        photo: person.branchPersonPhoto,
      })),
      brands,
    });
  }),
);

/** `branches.contacts`: the branches with their contacts, hours and people, and the city and brand choice. */
export const branchContactsContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Naše pobočky“.'),
    perex: contentFields.perex(),
    branches: labelled(
      z.array(branch).check(
        z.minLength(1, 'Vyplňte aspoň jednu pobočku.'),
        z.refine((branches) => {
          // A branch that failed its own checks has no slug: it is reported already, not as a twin.
          const slugs = branches.map((entry) => entry?.slug).filter((slug) => typeof slug === 'string');
          return new Set(slugs).size === slugs.length;
        }, 'Dvě pobočky mají stejný název: adresa ?pobocka= by je nerozlišila.'),
      ),
      'Pobočky',
      'Aspoň jedna pobočka; každá má jiný název.',
    ),
  }),
  z.transform((data): Required<BranchContactsProps> => data),
);
