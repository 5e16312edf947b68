import { type Locale, useLocale } from '@insurance-web/ui';

/** The branch blocks' own texts (the branches themselves come from content). */
export interface BranchMessages {
  /** The working-hours chart's heading, naming the branch it shows (`Brno Vinohrady`). */
  hoursHeading: (place: string) => string;
  /** Names the weekday tabs. */
  hoursDays: string;
  /** The weekdays, Monday to Friday, long (the table captions and the tabs' names). */
  weekdays: readonly [string, string, string, string, string];
  /** A day the branch is closed all day, Monday 0 … Friday 4: `V pátek má pobočka zavřeno.` */
  closedDay: (day: number) => string;
  /** An open hour the busy data leaves out. */
  noHourData: string;
  /** How busy an hour is, by the chart's value: 1, 2, 3 and more. */
  busyness: (value: number) => string;
  /** A day without data. */
  noHours: string;
  /** The text alternative's caption: `Vytížení pobočky Brno Vinohrady: pondělí`. */
  hoursCaption: (place: string, weekday: string) => string;
  hourColumn: string;
  busynessColumn: string;
  /** The colour's meaning, beside the chart. */
  busiestLegend: string;
  /** The branch contacts' heading when the editor gives none. */
  branchesHeading: string;
  /** The city and brand choice. */
  finder: string;
  city: string;
  brand: string;
  /** SPEC §8: before both are chosen. */
  choosePrompt: string;
  /** SPEC §8: no branch for the choice. */
  noBranch: string;
  /** In place of the branch shown, when the choice finds none: `Pro Audi ve městě Brno zatím pobočku nemáme`. */
  noBranchHeading: (city: string, brand: string) => string;
  /** Above the branches elsewhere that serve the make. */
  brandElsewhere: (brand: string) => string;
  /** The makes served in the city: `Ve městě Brno obsloužíme značky Fiat, Fiat Professional a Kia.` */
  cityBrands: (city: string, brands: readonly string[]) => string;
  /** Clears the city and the make. */
  resetChoice: string;
  /** Names the list of every branch. */
  allBranches: string;
  /** Announced when the city and brand choice finds branches. */
  found: (count: number) => string;
  /** Said after `found` when the detail switched to the first branch of the choice. */
  showing: (name: string) => string;
  address: string;
  /** The branch's departments with a line of their own, by kind. */
  departments: string;
  departmentNames: { servis: string; prodej: string };
  openingHours: string;
  /** Weekdays, capitalised, for the opening hours: `Pondělí`. */
  dayNames: readonly [string, string, string, string, string];
  today: string;
  closed: string;
  /** Today's row on a public holiday. */
  closedHoliday: string;
  /** `Hodnocení 4,7 z 5`. */
  rating: (value: string) => string;
  /** Names the add-ons (parking, Wi-Fi …). */
  addons: string;
  people: string;
  navigate: string;
  /** Said after a link that opens a new tab. */
  newTab: string;
  /** The analytics event of a branch being viewed (SPEC §2 item 9). */
  viewEvent: string;
  serviceCentresHeading: string;
  dealersHeading: string;
  /** Names a dealer's services. */
  services: string;
  /** Names a dealer's makes. */
  brands: string;
  /** SPEC §2 item 4: every dealer buys cars of any make. */
  buyIn: string;
  /** Names the map of the branches. */
  map: string;
  /** Under the static schematic: what it is. */
  schematicCaption: string;
  /** The button that loads the interactive map. */
  showMap: string;
  /** Beside it: why the map waits for the visitor (a third party's tile server). */
  showMapNote: string;
  mapLoading: string;
  /** The map's code did not load. */
  mapFailed: string;
  /** The map loaded, but its tile server sent no tile. */
  tilesFailed: string;
  retry: string;
  zoomIn: string;
  zoomOut: string;
}

export const branchMessages: Record<Locale, BranchMessages> = {
  cs: {
    hoursHeading: (place) => `Kdy je na pobočce ${place} nejvíc lidí`,
    hoursDays: 'Dny v týdnu',
    weekdays: ['pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek'],
    closedDay: (day) =>
      `${['V pondělí', 'V úterý', 'Ve středu', 'Ve čtvrtek', 'V pátek'][day]} má pobočka zavřeno.`,
    noHourData: 'bez údajů',
    busyness: (value) => (value >= 3 ? 'hodně lidí' : value === 2 ? 'středně rušno' : 'málo lidí'),
    noHours: 'Pro tento den údaje nemáme.',
    hoursCaption: (place, weekday) => `Vytížení pobočky ${place}: ${weekday}`,
    hourColumn: 'Hodina',
    busynessColumn: 'Vytížení',
    busiestLegend: 'Červeně: nejvíc lidí, počítejte s čekáním.',
    branchesHeading: 'Naše pobočky',
    finder: 'Najděte pobočku pro svůj vůz',
    city: 'Město',
    brand: 'Značka',
    choosePrompt: 'Pro zobrazení poboček prosím vyberte město a značku.',
    noBranch: 'Takový výběr zatím obsloužit neumíme.',
    noBranchHeading: (city, brand) => `Pro ${brand} ve městě ${city} zatím pobočku nemáme`,
    brandElsewhere: (brand) => `Značku ${brand} obslouží:`,
    cityBrands: (city, brands) =>
      `Ve městě ${city} obsloužíme ${brands.length === 1 ? 'značku' : 'značky'} ${new Intl.ListFormat('cs', { type: 'conjunction' }).format(brands)}.`,
    resetChoice: 'Zrušit výběr',
    allBranches: 'Všechny pobočky',
    showing: (name) => `Zobrazujeme podrobnosti: ${name}.`,
    found: (count) =>
      count === 1
        ? 'Nalezena 1 pobočka.'
        : count <= 4
          ? `Nalezeny ${count} pobočky.`
          : `Nalezeno ${count} poboček.`,
    address: 'Adresa',
    departments: 'Oddělení',
    departmentNames: { servis: 'Servis', prodej: 'Prodej vozů' },
    openingHours: 'Otevírací doba',
    dayNames: ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek'],
    today: 'dnes',
    closed: 'Zavřeno',
    closedHoliday: 'Zavřeno (svátek)',
    rating: (value) => `Hodnocení ${value} z 5`,
    addons: 'Vybavení pobočky',
    people: 'Na pobočce vám pomohou',
    navigate: 'Navigovat',
    newTab: '(otevře se v novém panelu)',
    viewEvent: 'Zobrazení pobočky',
    serviceCentresHeading: 'Servisní centra',
    dealersHeading: 'Autorizovaní prodejci',
    services: 'Služby',
    brands: 'Značky',
    buyIn: 'Výkup vozů všech značek',
    map: 'Mapa poboček',
    schematicCaption: 'Schéma: pobočky podle jejich polohy. Adresy a navigaci najdete u každé pobočky.',
    showMap: 'Zobrazit mapu',
    showMapNote: 'Mapu s podklady z mapového serveru načteme, až o ni požádáte.',
    mapLoading: 'Načítáme mapu…',
    mapFailed: 'Mapu se nepodařilo načíst. Pobočky najdete ve schématu i v seznamu.',
    tilesFailed: 'Mapové podklady teď nejsou dostupné. Pobočky najdete ve schématu i v seznamu.',
    retry: 'Zkusit znovu',
    zoomIn: 'Přiblížit',
    zoomOut: 'Oddálit',
  },
  en: {
    hoursHeading: (place) => `When the ${place} branch is busiest`,
    hoursDays: 'Weekdays',
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    closedDay: (day) =>
      `The branch is closed on ${['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays'][day]}.`,
    noHourData: 'no data',
    busyness: (value) => (value >= 3 ? 'busy' : value === 2 ? 'moderate' : 'quiet'),
    noHours: 'We have no data for this day.',
    hoursCaption: (place, weekday) => `How busy the ${place} branch is: ${weekday}`,
    hourColumn: 'Hour',
    busynessColumn: 'Busyness',
    busiestLegend: 'Red: busiest, expect to wait.',
    branchesHeading: 'Our branches',
    finder: 'Find a branch for your car',
    city: 'City',
    brand: 'Make',
    choosePrompt: 'Please choose a city and a make to see the branches.',
    noBranch: 'We cannot serve this choice yet.',
    noBranchHeading: (city, brand) => `No branch serves ${brand} in ${city} yet`,
    brandElsewhere: (brand) => `${brand} is served at:`,
    cityBrands: (city, brands) =>
      `In ${city} we serve ${new Intl.ListFormat('en', { type: 'conjunction' }).format(brands)}.`,
    resetChoice: 'Clear the choice',
    allBranches: 'All branches',
    found: (count) => (count === 1 ? '1 branch found.' : `${count} branches found.`),
    showing: (name) => `Showing the details of ${name}.`,
    address: 'Address',
    departments: 'Departments',
    departmentNames: { servis: 'Service', prodej: 'Car sales' },
    openingHours: 'Opening hours',
    dayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    today: 'today',
    closed: 'Closed',
    closedHoliday: 'Closed (public holiday)',
    rating: (value) => `Rated ${value} out of 5`,
    addons: 'Branch amenities',
    people: 'Who will help you',
    navigate: 'Directions',
    newTab: '(opens in a new tab)',
    viewEvent: 'Zobrazení pobočky',
    serviceCentresHeading: 'Service centres',
    dealersHeading: 'Authorised dealers',
    services: 'Services',
    brands: 'Makes',
    buyIn: 'We buy cars of every make',
    map: 'Map of our branches',
    schematicCaption: 'Diagram: the branches by where they are. Each branch has its address and directions.',
    showMap: 'Show the map',
    showMapNote: 'We load the map and its tiles from a map server only when you ask for it.',
    mapLoading: 'Loading the map…',
    mapFailed: 'The map could not be loaded. The branches are in the diagram and the list.',
    tilesFailed: 'The map tiles are not available now. The branches are in the diagram and the list.',
    retry: 'Try again',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
};

export function useBranchMessages(): BranchMessages {
  return branchMessages[useLocale()];
}
