/*
 * The dealer cards' makes and props, apart from their content schema: the cards render on the server
 * with no schema in their code.
 */

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
