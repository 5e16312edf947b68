import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { phoneNumber, street, zipCode } from '../contentFields.js';

/** The makes of SPEC §2 item 4, by the code of their logo file (`<logoPath>/<code>.svg`). */
export const DEALER_BRANDS = {
  skoda: 'Škoda',
  volkswagen: 'Volkswagen',
  'volkswagen-uzitkove': 'Volkswagen Užitkové vozy',
  fiat: 'Fiat',
  'fiat-professional': 'Fiat Professional',
  audi: 'Audi',
  kia: 'Kia',
  seat: 'Seat',
} as const;
export type DealerBrand = keyof typeof DEALER_BRANDS;
const BRAND_CODES = Object.keys(DEALER_BRANDS) as [DealerBrand, ...DealerBrand[]];

export interface Dealer {
  name: string;
  city: string;
  street: string;
  zip: string;
  phone: string;
  /** What the dealer does (`Prodej nových vozů`, `Servis`), as tags. */
  services: readonly string[];
  brands: readonly DealerBrand[];
}

export interface DealersProps {
  /** Default `Autorizovaní prodejci`. */
  heading?: string;
  perex?: string;
  /** Where the host serves the makes' marks: `<logoPath>/<code>.svg`. Default `/logos/znacky`. */
  logoPath?: string;
  dealers: readonly Dealer[];
}

export const DEFAULT_LOGO_PATH = '/logos/znacky';

const { labelled } = contentFields;

const dealer = z.object({
  name: labelled(contentFields.text(), 'Název prodejce', 'Název prodejce na kartě.'),
  city: labelled(contentFields.text(), 'Obec', 'Obec; podle ní jsou karty prodejců seskupené.'),
  street: street(),
  zip: zipCode(),
  phone: phoneNumber(),
  services: labelled(
    contentFields.textList(),
    'Služby',
    'Nepovinné. Co prodejce nabízí, jako štítky (Prodej nových vozů, Servis).',
  ),
  brands: labelled(
    contentFields.choiceList(BRAND_CODES, {
      component: 'branches.dealer-brand',
      field: 'brand',
      label: 'Značka',
      hint: 'Značka, jejíž logo karta ukáže: skoda, volkswagen, volkswagen-uzitkove (užitkové vozy), fiat, fiat-professional, audi, kia, seat.',
    }),
    'Značky',
    'Nepovinné. Loga značek na kartě: skoda, volkswagen, volkswagen-uzitkove, fiat, fiat-professional, audi, kia, seat.',
  ),
});

/** `branches.dealers`: dealer cards by location, with service tags and the makes' marks (SPEC §2 item 4). */
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
    dealers: labelled(
      z.array(dealer).check(z.minLength(1, 'Vyplňte aspoň jednoho prodejce.')),
      'Prodejci',
      'Aspoň jeden prodejce.',
    ),
  }),
  z.transform((data): Required<DealersProps> => data),
);
