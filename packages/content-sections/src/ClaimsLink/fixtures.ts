/** CMS data of the claims link, as Strapi sends it: the examples for stories, tests and demo pages. */
export const claimsLinkFixtures = {
  full: {
    __component: 'blocks.claims-link',
    heading: 'Nemůžete teď volat?',
    text: 'Nechte nám číslo a likvidátor vám v pracovní den zavolá a škodu s vámi sepíše.',
    linkText: 'Požádat o zavolání',
  },
  minimal: { __component: 'blocks.claims-link' },
  strapiNulls: { __component: 'blocks.claims-link', heading: null, text: null, linkText: null },
  longText: {
    __component: 'blocks.claims-link',
    heading: 'Stala se vám škoda na vozidle, domě, v bytě nebo na cestách po Evropě i mimo ni?',
    text: 'Pojistnou událost s vámi likvidátor sepíše po telefonu: připravte si číslo pojistné smlouvy, fotografie poškození a případně záznam o dopravní nehodě. Příliš žluťoučký kůň úpěl ďábelské ódy a nejnepřekonatelnějšími poradci vám pomohou s čímkoli.',
    linkText: 'Požádat o nahlášení pojistné události telefonem',
  },
} as const;

export const claimsLinkInvalidFixtures = {
  headingNotText: { __component: 'blocks.claims-link', heading: 42 },
} as const;
