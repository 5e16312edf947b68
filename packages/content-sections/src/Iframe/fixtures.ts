const T = 'blocks.iframe';

/** CMS data of the iframe block, as Strapi sends it. */
export const iframeFixtures = {
  /** A page of this site, which reports its height (the demo's `/ukazka-iframe/obsah`). */
  sameSite: {
    __component: T,
    heading: 'Jak nahlásit pojistnou událost',
    perex:
      'Průvodce hlášením škody je samostatná stránka, vložená sem jako rám. Výška rámu se přizpůsobí obsahu.',
    title: 'Průvodce hlášením pojistné události',
    url: '/ukazka-iframe/obsah',
  },
  /** An https page of a partner. */
  partner: {
    __component: T,
    title: 'Kalkulačka pojištění od partnera',
    url: 'https://kalkulacka.example.com/pojisteni?zdroj=horizont',
  },
  minimal: { __component: T, title: 'Vložená stránka', url: '/ukazka-iframe/obsah' },
  strapiNulls: {
    __component: T,
    heading: null,
    perex: null,
    title: 'Vložená stránka',
    url: '/ukazka-iframe/obsah',
  },
  longText: {
    __component: T,
    heading: 'Průvodce hlášením pojistné události z havarijního pojištění i povinného ručení krok za krokem',
    title: 'Průvodce hlášením pojistné události z havarijního pojištění i povinného ručení',
    url: '/ukazka-iframe/obsah',
  },
} as const;

export const iframeInvalidFixtures = {
  noTitle: { __component: T, title: '  ', url: '/ukazka-iframe/obsah' },
  plainHttp: { __component: T, title: 'Rám', url: 'http://kalkulacka.example.com/' },
  script: { __component: T, title: 'Rám', url: 'javascript:alert(1)' },
  data: { __component: T, title: 'Rám', url: 'data:text/html,<script>alert(1)</script>' },
  protocolRelative: { __component: T, title: 'Rám', url: '//evil.example/' },
  relativeWithoutSlash: { __component: T, title: 'Rám', url: 'ukazka-iframe/obsah' },
  noUrl: { __component: T, title: 'Rám' },
} as const;
