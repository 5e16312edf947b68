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
  /** Strapi sends `null` for every empty optional field. */
  strapiNulls: {
    __component: 'blocks.phone-box',
    heading: 'Zavolejte nám',
    subheading: null,
    phone: '800 100 200',
    lines: null,
  },
  /** Very long Czech text in every field, with long words (they must wrap on a phone). */
  longText: {
    __component: 'blocks.phone-box',
    heading:
      'Nonstop asistenční linka pro hlášení pojistných událostí z havarijního pojištění a povinného ručení',
    subheading:
      'Jsme tu pro vás nepřetržitě čtyřiadvacet hodin denně, sedm dní v týdnu, včetně státních svátků a víkendů',
    phone: '+420 800 100 200',
    lines: [
      'Pondělí–pátek 7:00–20:00 hodin: sjednání pojištění, změny smluv, informace o platbách a vyúčtování',
      'Nejnepravděpodobnějšími pojistnými událostmi se zabývá specializované oddělení likvidace škod',
      'Volání z pevných linek i mobilních sítí v České republice je bezplatné; ze zahraničí dle tarifu operátora',
    ],
  },
} as const;

export const phoneBoxInvalidFixtures = {
  noPhone: { __component: 'blocks.phone-box', heading: 'Blok s chybnými daty' },
} as const;
