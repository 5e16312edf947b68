const img = (name: string, alternativeText: string | null) => ({
  url: `/images/signpost-banners-${name}.svg`,
  alternativeText,
  width: 320,
  height: 200,
});

/** CMS data of the signpost banners, as Strapi sends it: the examples for stories, tests and demo pages. */
export const signpostBannersFixtures = {
  full: {
    __component: 'blocks.signpost-banners',
    heading: 'Co chcete pojistit?',
    perex: 'Vyberte si, co potřebujete chránit, a my vám ukážeme, jak na to.',
    items: [
      {
        heading: 'Auto',
        perex: 'Povinné ručení a havarijní pojištění s asistencí po celé Evropě.',
        button: {
          text: 'Pojištění vozidel',
          url: '/pojisteni-vozidel',
          style: 'primary',
          openInNewTab: false,
        },
        image: img('auto', ''),
      },
      {
        heading: 'Domov',
        perex: 'Pojištění domácnosti a nemovitosti proti povodni, požáru i krádeži.',
        button: {
          text: 'Pojištění majetku',
          url: '/pojisteni-majetku',
          style: 'secondary',
          openInNewTab: false,
        },
        image: img('dum', ''),
      },
      {
        heading: 'Cesty',
        perex: 'Léčebné výlohy, zavazadla i zrušení cesty na jednu cestu nebo na celý rok.',
        button: {
          text: 'Cestovní pojištění',
          url: 'https://www.example.com/cestovko',
          style: 'link',
          openInNewTab: true,
        },
        image: img('cesty', ''),
      },
    ],
  },
  minimal: {
    __component: 'blocks.signpost-banners',
    items: [{ heading: 'Auto', button: { text: 'Pojištění vozidel', url: '/pojisteni-vozidel' } }],
  },
  strapiNulls: {
    __component: 'blocks.signpost-banners',
    heading: null,
    perex: null,
    items: [
      {
        heading: 'Domov',
        perex: null,
        button: { text: 'Pojištění majetku', url: '/pojisteni-majetku', style: null, openInNewTab: null },
        image: null,
      },
    ],
  },
  noItems: { __component: 'blocks.signpost-banners', heading: 'Co chcete pojistit?', items: null },
  longText: {
    __component: 'blocks.signpost-banners',
    heading: 'Nejžádanější pojištění pro vás, vaši rodinu, váš majetek i vaše podnikání na jednom místě',
    perex:
      'Pojištění odpovědnosti z provozu vozidla, havarijní pojištění, pojištění domácnosti a nemovitosti, cestovní pojištění i pojištění odpovědnosti zaměstnance za škodu způsobenou zaměstnavateli – vše sjednáte online.',
    items: [
      {
        heading: 'Nejvýhodnější havarijní pojištění osobních automobilů s asistenčními službami nonstop',
        perex:
          'Pojištění skel, úrazové pojištění přepravovaných osob, pojištění zavazadel a náhradní vozidlo na dobu opravy – to vše v jedné smlouvě, kterou sjednáte za pár minut.',
        button: {
          text: 'Spočítat cenu havarijního pojištění',
          url: '/havarijni-pojisteni',
          style: 'primary',
          openInNewTab: false,
        },
        image: img('auto', ''),
      },
      {
        heading: 'Odpovědnost zaměstnance za škodu způsobenou zaměstnavateli',
        perex: 'Nejnepřekonatelnějšími podmínkami na trhu se chlubí málokdo, my ano.',
        button: { text: 'Zjistit podrobnosti', url: '/odpovednost', style: 'secondary', openInNewTab: false },
        image: null,
      },
    ],
  },
} as const;

export const signpostBannersInvalidFixtures = {
  noButton: { __component: 'blocks.signpost-banners', items: [{ heading: 'Auto' }] },
  noItemHeading: {
    __component: 'blocks.signpost-banners',
    items: [{ heading: ' ', button: { text: 'Auto', url: '/auto' } }],
  },
  unsafeLink: {
    __component: 'blocks.signpost-banners',
    items: [{ heading: 'Auto', button: { text: 'Klikni', url: 'javascript:alert(1)' } }],
  },
} as const;
