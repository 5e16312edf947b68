export const phoneBoxFixtures = {
  full: {
    __component: 'blocks.phone-box',
    heading: 'Zavolejte nám',
    subheading: 'Jsme tu pro vás ve všední dny',
    phone: '800 100 200',
    lines: ['Po–Pá 8–18 h', 'Volání je zdarma'],
  },
  minimal: { __component: 'blocks.phone-box', heading: 'Zavolejte nám', phone: '800 100 200' },
  slovakNumber: {
    __component: 'blocks.phone-box',
    heading: 'Zákaznícka linka na Slovensku',
    phone: '+421 2 123 456 78',
    lines: null,
  },
} as const;

export const phoneBoxInvalidFixtures = {
  noPhone: { __component: 'blocks.phone-box', heading: 'Blok s chybnými daty' },
} as const;
