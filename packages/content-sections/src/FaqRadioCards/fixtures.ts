const T = 'blocks.faq-radio-cards';

/** CMS data of the FAQ radio cards, as Strapi sends it: cards each with a `type` and FAQ items. */
export const faqRadioCardsFixtures = {
  full: {
    __component: T,
    heading: 'S čím potřebujete poradit?',
    perex: 'Vyberte, co právě řešíte, a ukážeme vám odpovědi na nejčastější dotazy.',
    cards: [
      {
        type: 'sjednani',
        heading: 'Chci se pojistit',
        text: 'Výběr pojištění, cena a sjednání online.',
        image: { url: '/images/faq-auto.svg', alternativeText: null, width: 96, height: 96 },
        questions: [
          {
            question: 'Jak dlouho trvá sjednání online?',
            answer:
              'Povinné ručení sjednáte do deseti minut. Potřebujete jen technický průkaz a občanský průkaz.',
          },
          {
            question: 'Mohu pojištění sjednat zpětně?',
            answer: 'Ne, pojištění začíná nejdříve okamžikem sjednání a zaplacení.',
          },
        ],
      },
      {
        type: 'skoda',
        heading: 'Stala se mi škoda',
        text: 'Nahlášení, doklady a výplata plnění.',
        image: { url: '/images/faq-domov.svg', alternativeText: null, width: 96, height: 96 },
        questions: [
          {
            question: 'Do kdy musím škodu nahlásit?',
            answer:
              'Bez zbytečného odkladu, nejlépe hned, jak to jde. Online to zvládnete i v noci a o víkendu.',
          },
          { question: 'Kdy dostanu peníze?', answer: null },
        ],
      },
      {
        type: 'zmena',
        heading: 'Chci změnit smlouvu',
        text: 'Adresa, platby, vozidlo nebo zrušení.',
        image: { url: '/images/faq-platby.svg', alternativeText: null, width: 96, height: 96 },
        questions: [
          {
            question: 'Jak zruším pojištění po prodeji auta?',
            answer: 'Pošlete nám kopii kupní smlouvy. Pojištění zanikne dnem oznámení změny vlastníka.',
          },
        ],
      },
    ],
  },
  minimal: { __component: T, cards: [{ type: 'skoda', heading: 'Stala se mi škoda' }] },
  strapiNulls: {
    __component: T,
    heading: null,
    perex: null,
    cards: [
      { type: 'auto', heading: 'Auto', text: null, image: null, questions: null },
      {
        type: 'domov',
        heading: 'Domov',
        text: null,
        image: null,
        questions: [{ question: 'Co kryje pojištění domácnosti?', answer: null }],
      },
    ],
  },
  longText: {
    __component: T,
    heading: 'Vyberte situaci, ve které se právě nacházíte, a my vám ukážeme, jak postupovat',
    cards: [
      {
        type: 'nehoda-v-zahranici',
        heading: 'Měl jsem dopravní nehodu v zahraničí a nevím, jak postupovat s evropským záznamem',
        text: 'Evropský záznam o dopravní nehodě, kontakty na asistenční službu, odtah vozidla a náhradní doprava domů pro celou posádku.',
        questions: [
          {
            question: 'Musím k nehodě v zahraničí volat policii?',
            answer:
              'Pokud je někdo zraněný, vždy. Jinak stačí evropský záznam o dopravní nehodě vyplněný a podepsaný oběma řidiči; v některých zemích je ale policie povinná vždy, například na Slovensku při škodě nad 3 990 eur. Fotografie míst nehody, poškozených vozidel a dokladů druhého řidiče si pořiďte hned na místě; z domova se už získávají těžko. Škodu nám pak nahlaste online nebo po telefonu co nejdříve po návratu domů, nejpozději do třiceti dnů; evropský záznam a fotografie k hlášení připojte.',
          },
        ],
      },
      { type: 'jine', heading: 'Něco jiného', text: 'Zavolejte nám.' },
    ],
  },
  empty: { __component: T, heading: 'S čím potřebujete poradit?', cards: null },
} as const;

export const faqRadioCardsInvalidFixtures = {
  typeWithSpace: { __component: T, cards: [{ type: 'pojistna udalost', heading: 'Škoda' }] },
  duplicateType: {
    __component: T,
    cards: [
      { type: 'auto', heading: 'Auto' },
      { type: 'auto', heading: 'Auto znovu' },
    ],
  },
  noHeading: { __component: T, cards: [{ type: 'auto', heading: null }] },
} as const;
