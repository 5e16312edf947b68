const T = 'blocks.vehicle-quote-flow';

/** CMS data of the quote flow block, as Strapi sends it. */
export const vehicleQuoteFlowFixtures = {
  full: {
    __component: T,
    heading: 'Sjednání pojištění auta',
    perex: 'Údaje o vozidle jsme převzali z vyhledání podle SPZ. Zkontrolujte je a pokračujte k ceně.',
    calculator: 'vehicle',
  },
  minimal: { __component: T },
  strapiNulls: { __component: T, heading: null, perex: null, calculator: null },
  longText: {
    __component: T,
    heading:
      'Sjednání povinného ručení a havarijního pojištění pro osobní i užitková vozidla do tří a půl tuny',
    perex:
      'Údaje o vozidle jsme převzali z vyhledání podle registrační značky. Pokud nesouhlasí nebo jste SPZ zadali omylem, změňte ji a my vozidlo dohledáme znovu, ještě než se pustíte do výpočtu ceny.',
  },
} as const;

export const vehicleQuoteFlowInvalidFixtures = {
  calculatorWithSpaces: { __component: T, calculator: 'moje kalkulačka' },
  headingNotText: { __component: T, heading: { text: 'Sjednání' } },
} as const;
