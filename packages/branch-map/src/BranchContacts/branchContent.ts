import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { zipCode } from '../contentFields.js';
import { openHours, WEEKDAY_CODES, workingWeek } from '../WorkingHoursChart/busyHours.js';
import {
  BRANCH_ADDON_ICONS,
  type Branch,
  type BranchAddonIcon,
  DEPARTMENT_KINDS,
  withSlug,
} from './branches.js';

/*
 * One branch as content holds it, once for every block that shows it: the branch contacts, the
 * working-hours chart, the service centres and the dealers all read the same record (the host hands
 * them the branch directory), so a phone, an address or an opening hour is stated in one place.
 */

const { labelled, notInCms } = contentFields;

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

const department = z.object({
  kind: labelled(
    z.enum(DEPARTMENT_KINDS),
    'Oddělení',
    'servis = servis vozů (blok Servisní centra), prodej = prodej vozů (blok Prodejci vozů).',
  ),
  phone: labelled(
    contentFields.optionalText(),
    'Telefon',
    'Nepovinné. Linka oddělení; odkaz vytáčí s předvolbou +420.',
  ),
  email: labelled(contentFields.optionalText(), 'E-mail', 'Nepovinné. E-mail oddělení.'),
  services: labelled(
    contentFields.textList(),
    'Služby',
    'Nepovinné. U prodeje: co nabízí, jako štítky (Prodej nových vozů, Ojeté vozy).',
  ),
});

const busyHour = z.object({
  hour: labelled(
    z.int().check(z.gte(0), z.lte(23)),
    'Hodina',
    'Hodina dne, 0 až 23 (8 je 8:00–9:00); pobočka v ní musí mít otevřeno.',
  ),
  value: labelled(
    z.int().check(z.gte(1), z.lte(10)),
    'Obsazenost',
    'Celé číslo 1 až 10, výška sloupce; od 3 je sloupec zvýrazněný.',
  ),
});

const busyDay = z.object({
  day: labelled(
    z.enum(WEEKDAY_CODES),
    'Den',
    'po = pondělí, ut = úterý, st = středa, ct = čtvrtek, pa = pátek.',
  ),
  hours: labelled(contentFields.list(busyHour), 'Hodiny', 'Obsazenost pobočky v hodinách, kdy má otevřeno.'),
});

/** A list whose items differ in `key`, each at most once (the editor's message says what repeats). */
function listOfDistinct<T extends z.core.SomeType>(
  item: T,
  key: (entry: z.output<T>) => string,
  message: string,
) {
  return z.pipe(
    contentFields.list(item),
    z.transform((entries, ctx) => {
      const keys = entries.map(key);
      if (new Set(keys).size !== keys.length) ctx.issues.push({ code: 'custom', input: entries, message });
      return entries;
    }),
  );
}

const DAY_NAMES = ['pondělí', 'úterý', 'středu', 'čtvrtek', 'pátek'] as const;

/**
 * One branch in SPEC §3's shape ("Branch (map)"): `code`, `apiData` (description, email, address with
 * street, houseNumber, city, zip, gpsLongitude, gpsLatitude, openingSlots with dow, open, close),
 * `rating`, `branchAddons` (icon, tooltip), `people` (name, phone, branchPersonPhoto), the `brands` it
 * serves (names as shown: `Škoda`), its `departments` (service, sales: their own phone and e-mail) and
 * `busyHours` (how busy each open hour is, by weekday). Strapi's times (`08:00:00.000`) read as `08:00`.
 * The CMS stores `apiData` as `branchData` (`contentFields.notInCms`: Strapi's admin form drops a field
 * named `apiData`); either is read, and a branch without both is refused. A busy hour in which the
 * branch is closed is refused: the chart draws open hours only, and the data must say the same.
 */
export const branchContent = z.pipe(
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
      'Značky, které pobočka obsluhuje, tak, jak se mají ukázat (Škoda); podle nich návštěvník vybírá a prodej ukáže jejich loga.',
    ),
    departments: labelled(
      listOfDistinct(department, (entry) => entry.kind, 'Každé oddělení smí být uvedeno jen jednou.'),
      'Oddělení',
      'Nepovinné. Servis a prodej vozů s vlastní linkou; adresa a otevírací doba jsou pobočky.',
    ),
    busyHours: labelled(
      listOfDistinct(busyDay, (entry) => entry.day, 'Každý den smí být uveden jen jednou.'),
      'Vytížení',
      'Nepovinné. Kolik lidí na pobočce bývá v jednotlivých hodinách, po dnech, jen v otevírací době; ukáže ho graf vytížení.',
    ),
  }),
  z.transform(
    (
      { code, apiData, branchData, rating, branchAddons, people, brands, departments, busyHours },
      ctx,
    ): Branch => {
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
      const slots = details.openingSlots.toSorted((a, b) => a.dow - b.dow || a.open.localeCompare(b.open));
      // Busy data for an hour the branch is closed would put a bar (or the busiest one) where no
      // visitor can come: refused where it is, so the editor sees which hour.
      busyHours.forEach((entry, dayIndex) => {
        const dow = WEEKDAY_CODES.indexOf(entry.day) + 1;
        const open = openHours(slots, dow);
        entry.hours.forEach(({ hour }, hourIndex) => {
          if (!open.includes(hour)) {
            ctx.issues.push({
              code: 'custom',
              input: hour,
              path: ['busyHours', dayIndex, 'hours', hourIndex, 'hour'],
              message: `V ${DAY_NAMES[dow - 1]} od ${hour} do ${hour + 1} h má pobočka zavřeno: vytížení patří jen do otevírací doby.`,
            });
          }
        });
      });
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
        slots,
        rating,
        addons: branchAddons,
        people: people.map((person) => ({
          name: person.name,
          phone: person.phone,
          photo: person.branchPersonPhoto,
        })),
        brands,
        departments,
        busyWeek: workingWeek(busyHours),
      });
    },
  ),
);

/**
 * Every branch of the group, each once by name (its `?pobocka=` slug), at least one: the branch
 * directory the host gives every branch block.
 */
export const branchList = z.array(branchContent).check(
  z.minLength(1, 'Vyplňte aspoň jednu pobočku.'),
  z.refine((branches) => {
    // A branch that failed its own checks has no slug: it is reported already, not as a twin.
    const slugs = branches.map((entry) => entry?.slug).filter((slug) => typeof slug === 'string');
    return new Set(slugs).size === slugs.length;
  }, 'Dvě pobočky mají stejný název: adresa ?pobocka= by je nerozlišila.'),
);

/**
 * A block's `branches`: the branch directory, which the host fills in from its own content (one
 * record per branch for the whole site), never typed into the block in the CMS.
 */
export function directoryBranches() {
  return notInCms(
    labelled(branchList, 'Pobočky', 'Z adresáře poboček: web je doplní sám, v bloku se nevyplňují.'),
  );
}
