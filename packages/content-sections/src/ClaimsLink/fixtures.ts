/** CMS data of the claims link, as Strapi sends it: the examples for stories, tests and demo pages. */
export const claimsLinkFixtures = {
  full: {
    __component: 'blocks.claims-link',
    heading: 'Stala se vám škoda?',
    text: 'Nechte nám číslo a likvidátor s vámi škodu na vozidle nebo majetku sepíše po telefonu.',
    linkText: 'Nahlásit škodu',
  },
  minimal: { __component: 'blocks.claims-link' },
  strapiNulls: { __component: 'blocks.claims-link', heading: null, text: null, linkText: null },
  longText: {
    __component: 'blocks.claims-link',
    heading: 'Stala se vám škoda na vozidle, domě, v bytě nebo na cestách po Evropě i mimo ni?',
    text: 'Pojistnou událost nahlásíte nejrychleji na nonstop lince: připravte si číslo pojistné smlouvy, fotografie poškození a případně záznam o dopravní nehodě. Příliš žluťoučký kůň úpěl ďábelské ódy a nejnepřekonatelnějšími poradci vám pomohou s čímkoli.',
    linkText: 'Nahlásit pojistnou událost po telefonu',
  },
} as const;

export const claimsLinkInvalidFixtures = {
  headingNotText: { __component: 'blocks.claims-link', heading: 42 },
} as const;
