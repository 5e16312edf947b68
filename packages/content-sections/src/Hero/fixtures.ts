/** CMS data of the hero, as Strapi sends it: the examples for stories, tests and the demo pages. */
export const heroFixtures = {
  full: {
    __component: 'blocks.hero',
    heading: 'Pojištění, které vás podrží',
    perex: 'Vyberte si pojištění vozidla, majetku nebo cest. Rádi vám zavoláme zpátky.',
    image: {
      url: '/images/hero-rodina.svg',
      alternativeText: 'Rodina u auta před cestou na dovolenou',
      width: 480,
      height: 360,
    },
    button: { text: 'Spočítat cenu', url: '/pojisteni-vozidel', style: 'primary', openInNewTab: false },
    callbackButton: true,
  },
  minimal: { __component: 'blocks.hero', heading: 'Kontakty' },
  strapiNulls: {
    __component: 'blocks.hero',
    heading: 'Kontakty',
    perex: null,
    image: null,
    button: null,
    callbackButton: null,
  },
  longText: {
    __component: 'blocks.hero',
    heading:
      'Nejvýhodnější havarijní pojištění osobních automobilů s asistenčními službami po celé Evropě nonstop',
    perex:
      'Pojištění odpovědnosti z provozu vozidla, havarijní pojištění, pojištění skel, úrazové pojištění přepravovaných osob a zavazadel, asistenční služby a náhradní vozidlo – to vše v jedné smlouvě, kterou sjednáte online za pár minut.',
  },
} as const;

export const heroInvalidFixtures = {
  noHeading: { __component: 'blocks.hero', perex: 'Chybí nadpis' },
  unsafeButton: {
    __component: 'blocks.hero',
    heading: 'Nadpis',
    button: { text: 'Klikni', url: 'javascript:alert(1)' },
  },
} as const;
