const items = [
  {
    heading: 'Havarijko na měsíc',
    perex: 'Havarijní pojištění jen na dobu, kdy auto opravdu potřebujete.',
    image: { url: '/images/carousel-havarijko.svg', alternativeText: '', width: 576, height: 192 },
    button: { text: 'Zjistit cenu', url: '/havarijko-na-mesic' },
  },
  {
    heading: 'Cestovní pojištění',
    perex: 'Léčebné výlohy, zavazadla i odpovědnost v Evropě i ve světě.',
    image: { url: '/images/carousel-cesty.svg', alternativeText: '', width: 576, height: 192 },
    button: { text: 'Sjednat online', url: '/cestovni-pojisteni' },
  },
  {
    heading: 'Pojištění domácnosti',
    perex: 'Chrání vybavení bytu či domu proti požáru, vodě i krádeži.',
    image: { url: '/images/carousel-domov.svg', alternativeText: '', width: 576, height: 192 },
    button: { text: 'Zjistit více', url: '/pojisteni-majetek' },
  },
];

export const carouselBannerFixtures = {
  full: {
    __component: 'blocks.carousel-banner',
    heading: 'Aktuální nabídky',
    perex: 'Vyberte si pojištění, které se vám právě hodí. Nabídky platí do konce měsíce.',
    relButton: { text: 'Poradit s výběrem', url: '/kontakty', style: 'primary' },
    html5: '/media/pulse.json',
    carouselItems: items,
    mobileBackgroundImage: { url: '/images/hero-rodina.jpg', alternativeText: null, width: 960, height: 720 },
    itemsSwapDuration: 7000,
    scrollTo: 'kontakt',
  },
  minimal: { __component: 'blocks.carousel-banner', heading: 'Aktuální nabídky' },
  oneItem: { __component: 'blocks.carousel-banner', heading: 'Aktuální nabídka', carouselItems: [items[0]] },
  strapiNulls: {
    __component: 'blocks.carousel-banner',
    heading: 'Aktuální nabídky',
    perex: null,
    relButton: null,
    html5: null,
    carouselItems: null,
    mobileBackgroundImage: null,
    itemsSwapDuration: null,
    scrollTo: null,
  },
  /** An item without its image (the field is optional): the card keeps its heading, text and button. */
  itemWithoutImage: {
    __component: 'blocks.carousel-banner',
    heading: 'Aktuální nabídky',
    carouselItems: [{ ...items[0], image: null }, items[1]],
  },
  longText: {
    __component: 'blocks.carousel-banner',
    heading: 'Nejvýhodnější nabídky pojištění vozidel, majetku, odpovědnosti i cest na jednom místě',
    perex:
      'Pojištění odpovědnosti z provozu vozidla, havarijní pojištění, pojištění skel, domácnosti i nemovitosti, cestovní pojištění s léčebnými výlohami bez limitu – vyberte si, co právě potřebujete.',
    carouselItems: items.map((item) => ({ ...item, perex: `${item.perex} ${item.perex}` })),
  },
} as const;

export const carouselBannerInvalidFixtures = {
  badAnchor: { __component: 'blocks.carousel-banner', heading: 'Nabídky', scrollTo: 'Náš formulář' },
  badAnimation: { __component: 'blocks.carousel-banner', heading: 'Nabídky', html5: 'javascript:alert(1)' },
} as const;
