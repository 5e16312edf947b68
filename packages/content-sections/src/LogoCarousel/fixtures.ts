const logo = (name: string, file: string, url: string | null = null) => ({
  name,
  image: { url: `/images/${file}`, alternativeText: null, width: 200, height: 80 },
  url,
});

export const logoCarouselFixtures = {
  full: {
    __component: 'blocks.logo-carousel',
    heading: 'Spolupracujeme',
    logos: [
      logo('Autoservis Kruh', 'logo-partner-kruh.svg', '/kontakty'),
      logo('Vlna cestovní kancelář', 'logo-partner-vlna.svg'),
      logo('Štít bezpečnost', 'logo-partner-stit.svg'),
      logo('Hvězda asistence', 'logo-partner-hvezda.svg', 'https://www.example.com/hvezda'),
      logo('Domov reality', 'logo-partner-dum.svg'),
    ],
  },
  single: { __component: 'blocks.logo-carousel', logos: [logo('Autoservis Kruh', 'logo-partner-kruh.svg')] },
  strapiNulls: {
    __component: 'blocks.logo-carousel',
    heading: null,
    logos: [logo('Autoservis Kruh', 'logo-partner-kruh.svg'), logo('Domov reality', 'logo-partner-dum.svg')],
  },
  longText: {
    __component: 'blocks.logo-carousel',
    heading:
      'Naši smluvní partneři pro asistenci, opravy vozidel a likvidaci pojistných událostí po celé republice',
    logos: [
      logo('Autoservis Kruh a synové, spol. s r. o.', 'logo-partner-kruh.svg'),
      logo('Hvězda asistence', 'logo-partner-hvezda.svg'),
    ],
  },
} as const;

export const logoCarouselInvalidFixtures = {
  noLogos: { __component: 'blocks.logo-carousel', heading: 'Partneři', logos: [] },
  logoWithoutImage: { __component: 'blocks.logo-carousel', logos: [{ name: 'Bez obrázku', image: null }] },
} as const;
