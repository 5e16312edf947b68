import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';

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

const dealer = z.object({
  name: contentFields.text(),
  city: contentFields.text(),
  street: contentFields.text(),
  zip: contentFields.optionalText(),
  phone: contentFields.optionalText(),
  services: contentFields.list(contentFields.text()),
  brands: contentFields.list(z.enum(BRAND_CODES)),
});

/** `branches.dealers`: dealer cards by location, with service tags and the makes' marks (SPEC §2 item 4). */
export const dealersContent = z.pipe(
  z.object({
    heading: contentFields.optionalText(),
    perex: contentFields.optionalText(),
    logoPath: z.pipe(
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
    dealers: z.array(dealer).check(z.minLength(1, 'Vyplňte aspoň jednoho prodejce.')),
  }),
  z.transform((data): Required<DealersProps> => data),
);
