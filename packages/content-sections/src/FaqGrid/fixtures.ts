const T = 'blocks.faq-grid';

/** CMS data of the FAQ grid, as Strapi sends it: FAQ items (SPEC §3: question, answer). */
export const faqGridFixtures = {
  full: {
    __component: T,
    heading: 'Na co se nás ptáte nejčastěji',
    perex: 'Krátké odpovědi na otázky, které slyšíme na pobočkách každý den.',
    columns: 3,
    variant: 'modal',
    items: [
      {
        question: 'Jak rychle dostanu zelenou kartu?',
        answer: 'Hned po zaplacení pojistného vám ji pošleme e-mailem. Vytištěná platí stejně jako originál.',
      },
      {
        question: 'Mohu si pojištění sjednat, i když auto ještě není přepsané na mě?',
        answer:
          'Ano. Pojištění sjednáte na základě kupní smlouvy a technického průkazu; po přepisu nám jen pošlete nové údaje z osvědčení o registraci.',
      },
      {
        question: 'Co dělat, když mi na dovolené ukradnou doklady?',
        answer: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'text',
                text: 'Krádež ohlaste místní policii a vyžádejte si protokol. Pak volejte naši ',
              },
              { type: 'text', text: 'asistenční službu', bold: true },
              { type: 'text', text: ', která vám pomůže s náhradními doklady i cestou domů.' },
            ],
          },
        ],
      },
      {
        question: 'Vztahuje se pojištění domácnosti i na kola ve sklepě?',
        answer:
          '<p>Ano, pokud je sklep <strong>uzamčený</strong> a kolo bylo zamčené. Limit plnění pro věci ve společných prostorách najdete v pojistné smlouvě.</p>',
      },
      { question: 'Mohu pojistit i psa nebo kočku?', answer: null },
      {
        question: 'Jak si změním údaje ve smlouvě?',
        answer:
          'Adresu, telefon i e-mail si změníte sami v klientské zóně. Ostatní změny vyřídíme na pobočce.',
      },
    ],
  },
  /** Required fields only: the default 3 columns and modal cards. */
  minimal: { __component: T, items: [{ question: 'Jak rychle dostanu zelenou kartu?' }] },
  strapiNulls: {
    __component: T,
    heading: null,
    perex: null,
    columns: null,
    variant: null,
    items: [
      { question: 'Jak rychle dostanu zelenou kartu?', answer: null },
      { question: 'Mohu pojistit i přívěs?', answer: 'Ano, přívěs pojistíte jako samostatné vozidlo.' },
    ],
  },
  /** One column, the cards expanding in place. */
  oneColumnInline: {
    __component: T,
    heading: 'Cestovní pojištění',
    columns: 1,
    variant: 'inline',
    items: [
      {
        question: 'Kryje cestovní pojištění i zimní sporty?',
        answer:
          'Ano, lyžování a snowboarding na sjezdovkách kryje každé naše cestovní pojištění. Skialpinismus a jízdu mimo vyznačené tratě si připojistěte.',
      },
      {
        question: 'Platí pojištění i v Turecku a Egyptě?',
        answer:
          'Ano, se zónou Evropa a Středomoří. Pro cesty do USA a Kanady zvolte zónu Svět, protože léčebné výlohy jsou tam výrazně vyšší.',
      },
    ],
  },
  twoColumns: {
    __component: T,
    heading: 'Povinné ručení',
    columns: 2,
    items: [
      {
        question: 'Co kryje povinné ručení?',
        answer: 'Škody na zdraví a majetku, které provozem vozidla způsobíte jiným.',
      },
      {
        question: 'Je povinné ručení opravdu povinné?',
        answer: 'Ano, pro každé vozidlo zapsané v registru.',
      },
    ],
  },
  longText: {
    __component: T,
    heading: 'Nejčastější dotazy k pojištění odpovědnosti za škodu způsobenou v běžném občanském životě',
    columns: 2,
    variant: 'inline',
    items: [
      {
        question:
          'Kryje pojištění odpovědnosti i škodu, kterou způsobí moje dítě nebo pes při procházce v parku, když je zrovna hlídá babička?',
        answer:
          'Ano. Pojištění odpovědnosti se vztahuje na všechny členy domácnosti uvedené ve smlouvě i na zvířata, která chováte. Pokud psa venčí babička, která s vámi nebydlí, kryje škodu vaše pojištění jako chovatele. Škodu nám nahlaste co nejdříve a připojte fotografie, kontakt na poškozeného a popis toho, co se stalo.',
      },
      { question: 'Platí pojištění i v zahraničí?', answer: 'Ano, v celé Evropě.' },
    ],
  },
  empty: { __component: T, heading: 'Časté dotazy', items: null },
} as const;

export const faqGridInvalidFixtures = {
  fourColumns: { __component: T, columns: 4, items: [] },
  columnsNotWhole: { __component: T, columns: 1.5, items: [] },
  questionMissing: { __component: T, items: [{ answer: 'Odpověď bez otázky' }] },
} as const;
