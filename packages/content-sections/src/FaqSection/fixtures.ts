const T = 'blocks.faq';

/** A Strapi Blocks JSON answer (the shape of Strapi 5's rich-text "blocks" field). */
const blocksAnswer = [
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Škodu nahlaste co nejdříve, nejlépe ' },
      { type: 'link', url: '/online/hlaseni-skody/', children: [{ type: 'text', text: 'online' }] },
      { type: 'text', text: ' nebo na lince ' },
      { type: 'text', text: '800 100 200', bold: true },
      { type: 'text', text: '. Připravte si:' },
    ],
  },
  {
    type: 'list',
    format: 'unordered',
    children: [
      { type: 'list-item', children: [{ type: 'text', text: 'číslo pojistné smlouvy,' }] },
      { type: 'list-item', children: [{ type: 'text', text: 'záznam o dopravní nehodě,' }] },
      { type: 'list-item', children: [{ type: 'text', text: 'fotografie poškozeného vozidla.' }] },
    ],
  },
];

/** CMS data of the FAQ section, as Strapi sends it: groups (SPEC §3) of categories of questions. */
export const faqSectionFixtures = {
  full: {
    __component: T,
    heading: 'Časté dotazy',
    perex: 'Vyberte téma a najděte odpověď. Když ji nenajdete, rádi vám poradíme na lince 800 100 200.',
    variant: 'inline',
    groups: [
      // No order: shown last, though the editor put it first.
      {
        name: 'Platby a smlouvy',
        sectionName: 'Platby, smlouvy a dokumenty',
        image: null,
        order: null,
        categories: [
          {
            name: 'Platby',
            questions: [
              {
                heading: 'Jak mohu zaplatit pojistné?',
                content:
                  'Převodem z účtu, trvalým příkazem, inkasem nebo kartou online. **Variabilní symbol** je číslo vaší smlouvy.',
              },
              {
                heading: 'Co když zapomenu zaplatit?',
                content:
                  'Pošleme vám upomínku. Když pojistné nezaplatíte ani do konce lhůty v upomínce, pojištění zanikne, proto se nám raději ozvěte včas.',
              },
            ],
          },
        ],
      },
      {
        name: 'Majetek a domácnost',
        image: null,
        order: 20,
        categories: [
          {
            name: 'Sjednání',
            questions: [
              {
                heading: 'Jaký je rozdíl mezi pojištěním domácnosti a nemovitosti?',
                content:
                  '<p>Pojištění <strong>nemovitosti</strong> kryje stavbu: zdi, střechu, okna a pevně zabudované vybavení. Pojištění <strong>domácnosti</strong> kryje to, co byste si při stěhování odvezli s sebou: nábytek, elektroniku, oblečení.</p>',
              },
              { heading: 'Mohu si pojistit elektrokoloběžku?', content: null },
            ],
          },
          {
            name: 'Škody',
            questions: [
              {
                heading: 'Vytopil mě soused. Co mám dělat?',
                content:
                  'Vyfoťte škodu, zastavte vodu, je-li to možné, a domluvte se se sousedem na předání údajů o jeho pojištění odpovědnosti. Pak škodu nahlaste nám.',
              },
            ],
          },
        ],
      },
      {
        name: 'Pojištění vozidel',
        sectionName: 'Povinné ručení a havarijní pojištění',
        image: null,
        order: 10,
        categories: [
          {
            name: 'Sjednání',
            questions: [
              {
                heading: 'Od kdy platí povinné ručení sjednané online?',
                content:
                  'Od data a hodiny, které si zvolíte ve sjednávači, nejdříve ale od zaplacení. Zelenou kartu dostanete e-mailem hned po sjednání.',
              },
              {
                heading: 'Musím auto před sjednáním havarijního pojištění ukázat?',
                content:
                  'Ne vždy. U nových vozů stačí doklad o koupi; u ostatních vás požádáme o fotografie vozidla v mobilní aplikaci do pěti dnů od sjednání.',
              },
            ],
          },
          {
            name: 'Pojistná událost',
            questions: [{ heading: 'Jak nahlásit škodu na autě?', content: blocksAnswer }],
          },
        ],
      },
      {
        name: 'Cestovní pojištění',
        image: null,
        order: 30,
        categories: [
          {
            name: 'Před cestou',
            questions: [
              {
                heading: 'Kryje cestovní pojištění i zimní sporty?',
                content:
                  'Ano, lyžování a snowboarding na sjezdovkách kryje každé naše cestovní pojištění. Skialpinismus a jízdu mimo vyznačené tratě si připojistěte.',
              },
            ],
          },
        ],
      },
    ],
  },
  /** Required fields only: one group (no tiles), one category (no category choice). */
  minimal: {
    __component: T,
    groups: [
      {
        name: 'Povinné ručení',
        categories: [{ questions: [{ heading: 'Je povinné ručení opravdu povinné?' }] }],
      },
    ],
  },
  strapiNulls: {
    __component: T,
    heading: null,
    perex: null,
    variant: null,
    groups: [
      {
        name: 'Pojištění vozidel',
        sectionName: null,
        image: null,
        order: null,
        categories: [
          {
            name: null,
            questions: [
              { heading: 'Kdy dostanu zelenou kartu?', content: 'Hned po zaplacení, e-mailem.' },
              { heading: 'Mohu pojistit i přívěs?', content: null },
            ],
          },
          { name: null, questions: null },
        ],
      },
      { name: 'Cestovní pojištění', sectionName: null, image: null, order: null, categories: null },
    ],
  },
  /** The modal variant: each question opens its answer in the ui modal. */
  modal: {
    __component: T,
    heading: 'Nejčastější dotazy k pojištění vozidel',
    variant: 'modal',
    groups: [
      {
        name: 'Pojištění vozidel',
        categories: [
          {
            name: 'Pojistná událost',
            questions: [
              { heading: 'Jak nahlásit škodu na autě?', content: blocksAnswer },
              {
                heading: 'Jak dlouho trvá vyřízení škody?',
                content:
                  'Jednoduché škody vyřizujeme do 5 pracovních dnů od doložení všech dokladů. U složitějších případů vás budeme průběžně informovat.',
              },
              { heading: 'Dostanu náhradní vozidlo?', content: null },
            ],
          },
        ],
      },
    ],
  },
  /** Group tiles with pictures. */
  withImages: {
    __component: T,
    heading: 'S čím vám můžeme pomoci?',
    groups: [
      {
        name: 'Auto',
        order: 1,
        image: { url: '/images/faq-auto.svg', alternativeText: 'Auto', width: 96, height: 96 },
        categories: [
          { questions: [{ heading: 'Co kryje povinné ručení?', content: 'Škody, které způsobíte jiným.' }] },
        ],
      },
      {
        name: 'Domov',
        order: 2,
        image: { url: '/images/faq-domov.svg', alternativeText: null, width: 96, height: 96 },
        categories: [
          {
            questions: [
              { heading: 'Co kryje pojištění domácnosti?', content: 'Vybavení vašeho bytu nebo domu.' },
            ],
          },
        ],
      },
    ],
  },
  longText: {
    __component: T,
    heading:
      'Odpovědi na nejčastější dotazy k pojištění vozidel, majetku, cestování a odpovědnosti za škodu v běžném životě',
    groups: [
      {
        name: 'Pojištění odpovědnosti za škodu způsobenou provozem vozidla',
        sectionName: 'Všechno, co potřebujete vědět o povinném ručení před sjednáním i po něm',
        categories: [
          {
            name: 'Sjednání, změny a ukončení pojistné smlouvy včetně převodu vozidla na nového majitele',
            questions: [
              {
                heading:
                  'Co se stane s mým povinným ručením, když auto prodám, a jak postupovat, abych nemusel platit pojistné za dobu, kdy už auto nevlastním?',
                content:
                  'Pojištění zaniká dnem, kdy nám oznámíte změnu vlastníka vozidla. Oznámení pošlete nejlépe online s kopií kupní smlouvy a výpisem z registru vozidel. Nespotřebované pojistné vám vrátíme na účet do 30 dnů od zániku pojištění; bonus, který jste si u nás za léta bez nehody našetřili, vám zůstává a můžete ho uplatnit na další auto. Zelenou kartu k prodanému vozidlu zničte nebo nám ji vraťte. Pokud auto prodáváte do zahraničí, přiložte k oznámení i doklad o vývozu; pojištění pak zaniká dnem vývozu.',
              },
            ],
          },
          {
            name: 'Pojistné události',
            questions: [
              { heading: 'Co když škodu způsobí někdo, kdo auto řídil s mým svolením?', content: null },
            ],
          },
        ],
      },
      { name: 'Cestovní pojištění', categories: [] },
    ],
  },
  /** An answer of a kind no reader knows: logged, and the question shows without an answer. */
  unreadableAnswer: {
    __component: T,
    heading: 'Časté dotazy',
    groups: [
      {
        name: 'Pojištění vozidel',
        categories: [
          {
            questions: [
              { heading: 'Kde najdu číslo smlouvy?', content: { obsah: 'Na první straně smlouvy.' } },
              { heading: 'Jak změním adresu?', content: 'V klientské zóně, v sekci **Moje údaje**.' },
            ],
          },
        ],
      },
    ],
  },
  empty: { __component: T, heading: 'Časté dotazy', groups: null },
} as const;

export const faqSectionInvalidFixtures = {
  groupsNotList: { __component: T, groups: { name: 'Auto' } },
  groupWithoutName: { __component: T, groups: [{ name: '  ', categories: [] }] },
  questionWithoutHeading: {
    __component: T,
    groups: [{ name: 'Auto', categories: [{ questions: [{ heading: null, content: 'Odpověď' }] }] }],
  },
  unknownVariant: { __component: T, variant: 'accordion', groups: [] },
  orderNotNumber: { __component: T, groups: [{ name: 'Auto', order: 'první', categories: [] }] },
} as const;
