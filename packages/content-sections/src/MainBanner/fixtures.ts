const text = {
  heading: 'Pojištění, které jede s vámi',
  perex: 'Povinné ručení i havarijní pojištění s asistencí po celé Evropě. Sjednáte online za pár minut.',
  button: { text: 'Spočítat cenu', url: '/pojisteni-vozidel', style: 'primary', openInNewTab: false },
};

export const mainBannerFixtures = {
  image: {
    __component: 'blocks.main-banner',
    ...text,
    media: {
      url: '/images/hero-rodina.jpg',
      alternativeText: 'Rodina u auta před cestou',
      width: 960,
      height: 720,
    },
  },
  video: {
    __component: 'blocks.main-banner',
    ...text,
    media: { url: '/media/banner-horizont.mp4', alternativeText: null, width: 640, height: 360 },
    poster: { url: '/media/banner-horizont-poster.jpg', alternativeText: null, width: 640, height: 360 },
  },
  animation: {
    __component: 'blocks.main-banner',
    ...text,
    media: {
      url: '/media/pulse.json',
      alternativeText: 'Pulzující značka Horizont',
      width: 400,
      height: 400,
    },
    poster: {
      url: '/media/pobocka.svg',
      alternativeText: 'Budova pobočky Horizont',
      width: 400,
      height: 300,
    },
  },
  minimal: { __component: 'blocks.main-banner', heading: 'Jsme tu pro vás' },
  strapiNulls: {
    __component: 'blocks.main-banner',
    heading: 'Jsme tu pro vás',
    perex: null,
    button: null,
    media: null,
    poster: null,
  },
  longText: {
    __component: 'blocks.main-banner',
    heading:
      'Nejvýhodnější havarijní pojištění osobních automobilů s asistenčními službami nonstop po celé Evropě',
    perex:
      'Pojištění odpovědnosti z provozu vozidla, havarijní pojištění, pojištění skel, úrazové pojištění přepravovaných osob a zavazadel, asistenční služby a náhradní vozidlo – to vše v jedné smlouvě.',
    button: { text: 'Spočítat cenu pojištění vozidla online', url: '/pojisteni-vozidel' },
  },
} as const;

export const mainBannerInvalidFixtures = {
  noHeading: { __component: 'blocks.main-banner', perex: 'Chybí nadpis' },
  unknownMedia: {
    __component: 'blocks.main-banner',
    heading: 'Nadpis',
    media: { url: '/media/prezentace.pdf', width: 100, height: 100 },
  },
} as const;
