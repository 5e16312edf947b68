const T = 'blocks.plate-quote-box';

/** CMS data of the plate quote box, as Strapi sends it. */
export const plateQuoteBoxFixtures = {
  full: {
    __component: T,
    look: 'card',
    heading: 'Nabídka povinného ručení podle SPZ',
    perex: 'Stačí zadat SPZ, údaje o vozidle dohledáme v registru za vás.',
    buttonText: 'Chci nabídku',
    helperLink: { text: 'Nemám SPZ', url: '/auto/autosjednavac' },
    quoteFlowUrl: '/auto/autosjednavac',
    rolloutFlag: 'autosjednavac',
    defaultLocation: 'Praha',
    defaultBrand: 'Skoda',
  },
  inline: {
    __component: T,
    look: 'inline',
    helperLink: { text: 'Sjednat bez SPZ', url: '/auto/autosjednavac' },
  },
  minimal: { __component: T },
  strapiNulls: {
    __component: T,
    look: null,
    heading: null,
    perex: null,
    buttonText: null,
    helperLink: null,
    quoteFlowUrl: null,
    rolloutFlag: null,
    defaultLocation: null,
    defaultBrand: null,
  },
  longText: {
    __component: T,
    look: 'card',
    heading:
      'Nabídka povinného ručení i havarijního pojištění pro osobní a užitková vozidla do tří a půl tuny',
    perex:
      'Zadejte registrační značku vozidla a my v registru dohledáme výrobce, model i další technické údaje, takže je nemusíte opisovat z technického průkazu a k ceně se dostanete během několika vteřin.',
    buttonText: 'Chci nabídku pojištění pro své vozidlo',
    helperLink: {
      text: 'Vozidlo ještě nemá registrační značku, chci pojištění sjednat bez ní',
      url: '/auto/autosjednavac',
    },
  },
} as const;

export const plateQuoteBoxInvalidFixtures = {
  unknownLook: { __component: T, look: 'banner' },
  unsafeFlowUrl: { __component: T, quoteFlowUrl: 'javascript:alert(1)' },
  helperLinkWithoutText: { __component: T, helperLink: { text: ' ', url: '/auto/autosjednavac' } },
  flagWithSlash: { __component: T, rolloutFlag: '../admin' },
  flagOfDots: { __component: T, rolloutFlag: '..' },
} as const;
