const gift = {
  url: '/images/super-banner-darek.svg',
  alternativeText: 'Dárková krabice s mašlí',
  width: 360,
  height: 280,
};

/** CMS data of the super banner, as Strapi sends it: the examples for stories, tests and demo pages. */
export const superBannerFixtures = {
  full: {
    __component: 'blocks.super-banner',
    heading: 'Sleva 20 % na povinné ručení',
    perex: 'Sjednejte pojištění vozidla online do konce měsíce a první rok zaplatíte o pětinu méně.',
    button: { text: 'Spočítat cenu', url: '/pojisteni-vozidel', style: 'primary', openInNewTab: false },
    image: gift,
    background: 'oranzova',
  },
  green: {
    __component: 'blocks.super-banner',
    heading: 'Pojištění domácnosti s asistencí zdarma',
    perex: 'Instalatér, elektrikář i zámečník přijedou, kdykoli je potřebujete.',
    button: { text: 'Chci vědět víc', url: '/pojisteni-majetku', style: 'secondary', openInNewTab: false },
    image: gift,
    background: 'zelena',
  },
  violet: {
    __component: 'blocks.super-banner',
    heading: 'Cestovní pojištění na celý rok',
    perex: 'Jedna smlouva na všechny cesty do zahraničí, i pro celou rodinu.',
    button: {
      text: 'Podmínky pojištění',
      url: 'https://www.example.com/podminky',
      style: 'link',
      openInNewTab: true,
    },
    image: gift,
    background: 'fialova',
  },
  blue: {
    __component: 'blocks.super-banner',
    heading: 'Nová mobilní aplikace',
    perex: 'Smlouvy, platby a hlášení škod máte vždy po ruce.',
    button: { text: 'Stáhnout aplikaci', url: '/aplikace', style: 'primary', openInNewTab: false },
    image: gift,
    background: 'modra',
  },
  white: {
    __component: 'blocks.super-banner',
    heading: 'Doporučte nás a získejte odměnu',
    perex: 'Za každého nového klienta vám pošleme poukázku v hodnotě 500 Kč.',
    button: { text: 'Jak to funguje', url: '/doporuceni', style: 'primary', openInNewTab: false },
    image: gift,
    background: 'bila',
  },
  minimal: { __component: 'blocks.super-banner', heading: 'Sleva 20 % na povinné ručení' },
  strapiNulls: {
    __component: 'blocks.super-banner',
    heading: 'Sleva 20 % na povinné ručení',
    perex: null,
    button: null,
    image: null,
    background: null,
  },
  noImage: {
    __component: 'blocks.super-banner',
    heading: 'Sleva 20 % na povinné ručení',
    perex: 'Sjednejte pojištění vozidla online do konce měsíce a první rok zaplatíte o pětinu méně.',
    button: { text: 'Spočítat cenu', url: '/pojisteni-vozidel', style: 'primary', openInNewTab: false },
    image: null,
    background: 'fialova',
  },
  longText: {
    __component: 'blocks.super-banner',
    heading:
      'Nejvýhodnější havarijní pojištění osobních automobilů s asistenčními službami po celé Evropě nonstop a bez spoluúčasti',
    perex:
      'Pojištění odpovědnosti z provozu vozidla, havarijní pojištění, pojištění skel, úrazové pojištění přepravovaných osob a zavazadel, asistenční služby a náhradní vozidlo – to vše v jedné smlouvě, kterou sjednáte online za pár minut. Nejnepřekonatelnějšími podmínkami se chlubí málokdo.',
    button: {
      text: 'Spočítat cenu havarijního pojištění a povinného ručení',
      url: '/havarijni-pojisteni',
      style: 'primary',
      openInNewTab: false,
    },
    image: gift,
    background: 'zelena',
  },
} as const;

export const superBannerInvalidFixtures = {
  noHeading: { __component: 'blocks.super-banner', perex: 'Chybí nadpis' },
  unknownBackground: { __component: 'blocks.super-banner', heading: 'Akce', background: 'cervena' },
  unsafeButton: {
    __component: 'blocks.super-banner',
    heading: 'Akce',
    button: { text: 'Klikni', url: 'javascript:alert(1)' },
  },
} as const;
