const T = 'blocks.dynamic-sections';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });
const bullets = (...items: string[]) => ({
  type: 'list',
  format: 'unordered',
  children: items.map((text) => ({ type: 'list-item', children: [{ type: 'text', text }] })),
});

/** The tabs of the demo: people and companies, each with sub-sections and links (SPEC §3). */
export const citizensTab = {
  name: 'Pro občany',
  dynamicSections: [
    {
      name: 'Pojištění auta',
      content: [
        paragraph(
          'Povinné ručení kryje škody, které způsobíte druhým. Havarijní pojištění chrání i vaše vlastní auto: při nehodě, krádeži, živelní události nebo střetu se zvěří.',
        ),
        bullets(
          'limity plnění až 200 milionů Kč',
          'asistence v celé Evropě nonstop',
          'bonus za jízdu bez nehody až 50 %',
        ),
      ],
    },
    {
      name: 'Pojištění domova',
      content:
        'Pojištění **domácnosti** chrání vše, co byste si při stěhování odvezli s sebou. Pojištění **nemovitosti** kryje samotný byt, dům, garáž i plot. Obojí sjednáte online za pár minut.',
    },
    {
      name: 'Cestovní pojištění',
      content: [
        paragraph(
          'Léčebné výlohy v zahraničí až do 10 milionů Kč, úrazové pojištění a pojištění zavazadel. Pro celou rodinu jednou smlouvou, i na celý rok.',
        ),
      ],
    },
    {
      name: 'Pojistné podmínky',
      link: '/uploads/pojistne-podminky-obcane.pdf',
      openInNewWindow: false,
    },
  ],
};

export const companiesTab = {
  name: 'Pro firmy',
  dynamicSections: [
    {
      name: 'Vozový park',
      content: [
        paragraph(
          'Jedna smlouva pro všechna firemní auta: povinné ručení i havarijní pojištění s jedním výročním dnem a jednou fakturou.',
        ),
        bullets('od 3 vozidel', 'přiřazení nového vozu do 24 hodin', 'vlastní likvidátor pro vaši firmu'),
      ],
    },
    {
      name: 'Odpovědnost podnikatele',
      content:
        'Kryje škody, které vy nebo vaši zaměstnanci způsobíte zákazníkům a dalším lidem při podnikání, včetně škod způsobených vadným výrobkem.',
    },
    {
      name: 'Sazebník poplatků',
      link: '/uploads/sazebnik-poplatku.pdf',
      openInNewWindow: true,
    },
  ],
};

/** CMS data of dynamic sections, as Strapi sends it. */
export const dynamicSectionsFixtures = {
  full: {
    __component: T,
    heading: 'Pojištění pro každého',
    perex: 'Vyberte si, zda hledáte pojištění pro sebe a rodinu, nebo pro svou firmu.',
    anchor: 'nabidka',
    items: [citizensTab, companiesTab],
  },
  /** One tab, several sub-sections: no tab list, only the sub-section tabs. */
  oneTab: { __component: T, items: [citizensTab] },
  minimal: {
    __component: T,
    items: [
      {
        name: 'Pro občany',
        dynamicSections: [{ name: 'Pojištění auta', content: 'Povinné ručení i havárie.' }],
      },
    ],
  },
  strapiNulls: {
    __component: T,
    heading: null,
    perex: null,
    anchor: null,
    items: [
      {
        name: 'Pro občany',
        dynamicSections: [
          { name: 'Pojištění auta', link: null, openInNewWindow: null, content: 'Povinné ručení i havárie.' },
          {
            name: 'Online hlášení škody',
            link: 'https://www.example.com/hlaseni',
            openInNewWindow: null,
            content: null,
          },
        ],
      },
    ],
  },
  onlyLinks: {
    __component: T,
    heading: 'Dokumenty ke stažení',
    items: [
      {
        name: 'Dokumenty',
        dynamicSections: [
          { name: 'Pojistné podmínky', link: '/uploads/pojistne-podminky-obcane.pdf' },
          { name: 'Sazebník poplatků', link: '/uploads/sazebnik-poplatku.pdf', openInNewWindow: true },
        ],
      },
    ],
  },
  longText: {
    __component: T,
    heading: 'Nejčastěji sjednávaná pojištění pro domácnosti, živnostníky i velké firmy',
    items: [
      {
        name: 'Pro občany a jejich rodinné příslušníky',
        dynamicSections: [
          {
            name: 'Komplexní havarijní pojištění osobních automobilů',
            content: `${'Krytí škod způsobených havárií, živelní událostí, odcizením i vandalismem. '.repeat(8)}Nejnepřekonatelnějšími`,
          },
          { name: 'Pojištění odpovědnosti v běžném občanském životě', content: 'Krátký text.' },
        ],
      },
      companiesTab,
    ],
  },
} as const;

export const dynamicSectionsInvalidFixtures = {
  threeTabs: { __component: T, items: [citizensTab, companiesTab, { ...companiesTab, name: 'Pro obce' }] },
  noTabs: { __component: T, items: [] },
  emptyTab: { __component: T, items: [{ name: 'Pro občany', dynamicSections: [] }] },
  noContentNoLink: {
    __component: T,
    items: [{ name: 'Pro občany', dynamicSections: [{ name: 'Prázdná sekce', content: '' }] }],
  },
  unsafeLink: {
    __component: T,
    items: [{ name: 'Pro občany', dynamicSections: [{ name: 'Odkaz', link: 'javascript:alert(1)' }] }],
  },
  anchorLink: {
    __component: T,
    items: [{ name: 'Pro občany', dynamicSections: [{ name: 'Odkaz', link: '#kontakty' }] }],
  },
} as const;
