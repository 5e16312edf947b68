/**
 * The service network of SPEC §3 ("Branch (service)", "Location options", the brand lists), shared by
 * the service booking and the mobility forms: which car centres serve which brands where. Names and
 * addresses are the demo brand's (SPEC-NOTES: no real company); the codes are the back end's. Each
 * centre is a branch of the site's branch directory (the same code): its address is the branch's,
 * which the site's fact check compares with the directory (apps/web/src/site/branchFacts.test.ts).
 */

export const SERVICE_LOCATIONS = ['Praha', 'Brno'] as const;
export type ServiceLocation = (typeof SERVICE_LOCATIONS)[number];

/** Every brand code of SPEC §3: the service list, and `Seat` of the second (mobility) list. */
export const BRANDS = [
  'Audi',
  'Volkswagen',
  'Skoda',
  'VolkswagenUv',
  'Fiat',
  'FiatProf',
  'Kia',
  'Seat',
] as const;
export type Brand = (typeof BRANDS)[number];

/** How a brand code reads on screen. */
export const BRAND_LABELS: Readonly<Record<Brand, string>> = {
  Audi: 'Audi',
  Volkswagen: 'Volkswagen',
  Skoda: 'Škoda',
  VolkswagenUv: 'Volkswagen Užitkové vozy',
  Fiat: 'Fiat',
  FiatProf: 'Fiat Professional',
  Kia: 'Kia',
  Seat: 'Seat',
};

/** The service booking's brands (SPEC §3); Kia is serviced without the maker's authorisation. */
export const SERVICE_BRANDS: readonly Brand[] = [
  'Audi',
  'Volkswagen',
  'Skoda',
  'VolkswagenUv',
  'Fiat',
  'FiatProf',
  'Kia',
];
/** Brands a car centre services without the maker's authorisation (SPEC §3: "Kia (unauthorised service only)"). */
export const UNAUTHORISED_SERVICE_BRANDS: readonly Brand[] = ['Kia'];

/** The mobility form: Praha only, with its own brand list (SPEC §3, "second brand list"). */
export const MOBILITY_LOCATIONS: readonly ServiceLocation[] = ['Praha'];
export const MOBILITY_BRANDS: readonly Brand[] = ['Seat', 'Skoda', 'Volkswagen', 'VolkswagenUv'];

export interface ServiceBranch {
  /** The back end's branch code (`carShop` of the booking, `{slug}AutoBranchCode` of mobility). */
  code: string;
  name: string;
  /** Street and number. */
  address: string;
  /** Postcode and town. */
  address2: string;
  location: ServiceLocation;
  brands: readonly Brand[];
}

export const SERVICE_BRANCHES: readonly ServiceBranch[] = [
  {
    code: 'NH_CAR_PRAHA_CERNYMOST',
    name: 'Autocentrum Horizont Černý Most',
    address: 'Chlumecká 765/6',
    address2: '198 00 Praha',
    location: 'Praha',
    brands: ['Skoda', 'Volkswagen', 'VolkswagenUv', 'Audi'],
  },
  {
    code: 'NH_CAR_PRAHA_STRAHOV',
    name: 'Autocentrum Horizont Strahov',
    address: 'Vaníčkova 2',
    address2: '169 00 Praha',
    location: 'Praha',
    brands: ['Skoda', 'Volkswagen', 'Kia'],
  },
  {
    code: 'AUTOTRIO_PRAHA_MODRANY',
    name: 'Autotrio Modřany',
    address: 'Komořanská 326/63',
    address2: '143 00 Praha',
    location: 'Praha',
    brands: ['Fiat', 'FiatProf', 'Kia', 'Skoda'],
  },
  {
    code: 'KEI_BRNO_VINOHRADY',
    name: 'Autocentrum Brno-Vinohrady',
    address: 'Žarošická 13',
    address2: '628 00 Brno',
    location: 'Brno',
    brands: ['Skoda', 'Volkswagen', 'Audi', 'Kia'],
  },
];

/** The car centres in `location` that serve `brand`, in the table's order; none until both are chosen. */
export function branchesFor(
  location: string,
  brand: string,
  branches: readonly ServiceBranch[] = SERVICE_BRANCHES,
): ServiceBranch[] {
  if (!location || !brand) return [];
  return branches.filter(
    (branch) => branch.location === location && (branch.brands as readonly string[]).includes(brand),
  );
}

/** `brandsValue` of SPEC §3: the brands a branch serves, as they read on screen. */
export function brandsValue(branch: ServiceBranch): string {
  return branch.brands.map((brand) => BRAND_LABELS[brand]).join(', ');
}
