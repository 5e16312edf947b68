// Cestovní pojištění (pojistné podmínky, IPID, sazebník) and the Sazebník poplatků every product
// refers to. The prices of the current sazebník are the ones the travel pages show.
import {
  claims,
  claimsLine,
  closing,
  czechDate,
  introduction,
  ipid,
  numbered,
  premium,
  termination,
} from './common.mjs';

const CIVIL_LAW = 'zákonem č. 89/2012 Sb., občanský zákoník';

function travelConditions({ validFrom, europeMedical, baggage }) {
  return numbered([
    ...introduction('cestovní pojištění', CIVIL_LAW),
    { heading: 'Varianty a rozsah pojištění' },
    {
      paragraph:
        'Pojištění sjednáváte na jednu cestu (na dny od odjezdu do návratu) nebo jako roční, které kryje všechny cesty v roce, každou nejdéle 45 dní. Podle oblasti zvolíte variantu Evropa (včetně Turecka, Egypta a Tuniska), Celý svět nebo Česká republika. Pojištění kryje:',
    },
    {
      list: [
        `léčebné výlohy v zahraničí: ošetření, léky, hospitalizace a převoz domů; Evropa do ${europeMedical} mil. Kč, Celý svět bez limitu,`,
        'úraz s trvalými následky nebo smrtí následkem úrazu, podle částek ve smlouvě,',
        'odpovědnost za škodu na zdraví nebo věcech druhých,',
        `zavazadla: krádež, poškození i zpoždění o více než 6 hodin, do ${baggage} Kč,`,
        'u varianty Celý svět i zrušení cesty z vážných důvodů, například pro nemoc: 80 % storna, nejvýše 50 000 Kč,',
        'u varianty Česká republika úraz, odpovědnost a náklady horské služby.',
      ],
    },
    {
      paragraph:
        'Rekreační lyžování, turistika a potápění do hloubky 10 metrů jsou v ceně. Rizikové sporty (skialpinismus, horolezectví, závody) kryje pojištění jen s připojištěním uvedeným ve smlouvě.',
    },
    { heading: 'Počátek pojištění' },
    {
      paragraph:
        'Pojištění začíná dnem odjezdu uvedeným ve smlouvě. Sjednáte-li je až v zahraničí, začne platit třetím dnem po sjednání; na události před tím se nevztahuje.',
    },
    { heading: 'Výluky' },
    { paragraph: 'Pojištění se nevztahuje na:' },
    {
      list: [
        'léčba, kvůli které jste do zahraničí odjeli, a léčba chronické nemoci, která se před cestou zhoršila,',
        'úrazy a nemoci pod vlivem alkoholu nebo návykových látek,',
        'závodní a extrémní sporty, pokud si je nepřipojistíte,',
        'cesty do oblastí, kam ministerstvo zahraničí nedoporučuje cestovat.',
      ],
    },
    { heading: 'Asistence a vaše povinnosti' },
    {
      paragraph:
        'Asistenční služba pracuje nonstop: doporučí vám lékaře nebo nemocnici a domluví se s nimi na platbě, takže ošetření nemusíte platit ze svého. Ze zahraničí ji voláte na čísle uvedeném na kartičce pojištěnce a v aplikaci Horizont.',
    },
    { paragraph: 'Jste povinni zejména:' },
    {
      list: [
        'před ošetřením v zahraničí, kde to jde, zavolat asistenční službu,',
        'krádež zavazadel oznámit místní policii a ztrátu nebo zpoždění dopravci a vyžádat si potvrzení,',
        'uschovat lékařské zprávy, účty a doklady o zaplacení.',
      ],
    },
    ...premium([
      {
        paragraph:
          'Pojistné za cestu je jednorázové, podle oblasti a počtu dní; děti do 15 let cestující s rodiči platí polovinu. Výši stanoví Sazebník cestovního pojištění platný v den sjednání.',
      },
    ]),
    ...claims([
      {
        paragraph: `Škodu po návratu nahlásíte i na lince ${claimsLine.phone}; přiložte lékařské zprávy, účty a potvrzení policie nebo dopravce.`,
      },
    ]),
    ...termination(),
    ...closing(validFrom),
  ]);
}

function travelPriceList({ validFrom, prices }) {
  return [
    {
      paragraph: `Sazebník stanoví pojistné cestovního pojištění sjednaného od ${czechDate(validFrom)}. Pojistné za cestu je za den a osobu; počítá se každý započatý den od odjezdu do návratu.`,
    },
    { heading: 'Pojištění na jednu cestu (za den a osobu)' },
    {
      table: [
        ['Evropa, včetně Turecka, Egypta a Tuniska', `${prices.europe} Kč`],
        ['Celý svět, včetně USA a Kanady a zrušení cesty', `${prices.world} Kč`],
        ['Česká republika', `${prices.czechia} Kč`],
      ],
    },
    { heading: 'Roční pojištění (všechny cesty v roce, každá až 45 dní)' },
    { table: [['Jedna osoba, Evropa i celý svět', `${prices.annual} Kč`]] },
    { heading: 'Slevy a připojištění' },
    {
      table: [
        ['Děti do 15 let cestující s rodiči', '50 % pojistného'],
        ['Rizikové sporty (skialpinismus, horolezectví, závody)', '+ 50 % pojistného'],
        ['Zrušení cesty k variantě Evropa', '+ 6 Kč za den'],
      ],
    },
    {
      paragraph:
        'Pojistné zaplatíte jednorázově při sjednání. Smlouvy sjednané dříve se řídí sazebníkem platným v den jejich sjednání.',
    },
  ];
}

const FEES = [
  ['Vystavení pojistné smlouvy, zelené karty a jejich zaslání e-mailem', '0 Kč'],
  ['Duplikát pojistné smlouvy nebo zelené karty zaslaný poštou', '100 Kč'],
  ['Potvrzení o škodním průběhu', '0 Kč'],
  ['Změna smlouvy na vaši žádost', '0 Kč'],
  ['Upomínka nezaplaceného pojistného', '100 Kč'],
  ['Vinkulace pojistného plnění ve prospěch banky', '0 Kč'],
  ['Výpis z pojistné smlouvy nebo jiné potvrzení na žádost', '50 Kč'],
  ['Prohlídka vozidla technikem na vaši žádost mimo pobočku', '500 Kč'],
];

const TRAVEL_2026 = { validFrom: '2026-03-01', europeMedical: 3, baggage: '30 000' };
const TRAVEL_2024 = { validFrom: '2024-01-01', europeMedical: 2, baggage: '20 000' };
const PRICES_2026 = {
  validFrom: '2026-03-01',
  prices: { europe: 29, world: 79, czechia: 12, annual: '1 990' },
};
const PRICES_2025 = {
  validFrom: '2025-01-01',
  prices: { europe: 25, world: 69, czechia: 10, annual: '1 790' },
};

export const travelDocuments = [
  {
    file: 'pojistne-podminky-cestovni-pojisteni-2026.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky pro cestovní pojištění',
    code: 'PP-CES-2026',
    validFrom: TRAVEL_2026.validFrom,
    blocks: travelConditions(TRAVEL_2026),
  },
  {
    file: 'pojistne-podminky-cestovni-pojisteni-2024.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky pro cestovní pojištění',
    code: 'PP-CES-2024',
    validFrom: TRAVEL_2024.validFrom,
    blocks: travelConditions(TRAVEL_2024),
  },
  {
    file: 'ipid-cestovni-pojisteni-2026.pdf',
    kind: 'Informační dokument o pojistném produktu',
    title: 'Cestovní pojištění',
    code: 'IPID-CES-2026',
    validFrom: TRAVEL_2026.validFrom,
    blocks: ipid({
      product: 'Cestovní pojištění (na jednu cestu a roční)',
      conditions: 'PP-CES-2026',
      type: 'Pojištění léčebných výloh, úrazu, odpovědnosti a zavazadel na cestách, v zahraničí i v Česku.',
      covered: [
        'léčebné výlohy v zahraničí: Evropa do 3 mil. Kč, Celý svět bez limitu',
        'úraz, odpovědnost a zavazadla do 30 000 Kč',
        'zrušení cesty u varianty Celý svět',
        'asistence nonstop',
      ],
      notCovered: [
        'léčba, kvůli které jste odjeli',
        'úrazy pod vlivem alkoholu nebo drog',
        'závodní a extrémní sporty bez připojištění',
        'cesty do oblastí, kam ministerstvo zahraničí nedoporučuje cestovat',
      ],
      limits: [
        'pojištění sjednané v zahraničí platí až od třetího dne',
        'roční pojištění kryje každou cestu nejdéle 45 dní',
      ],
      where:
        'Podle zvolené varianty: Evropa (včetně Turecka, Egypta a Tuniska), celý svět nebo Česká republika.',
      duties: [
        'před ošetřením zavolat asistenční službu, kde to jde',
        'krádež oznámit policii a uschovat lékařské zprávy a účty',
      ],
      payments: 'Pojistné za cestu zaplatíte jednorázově při sjednání; roční pojištění jednou ročně.',
      cover: 'Od dne odjezdu do dne návratu uvedeného ve smlouvě; roční pojištění na jeden rok.',
      cancel:
        'Pojištění na jednu cestu končí návratem. Roční pojištění můžete vypovědět ke konci pojistného období (šest týdnů předem) nebo do tří měsíců od pojistné události; smlouvu uzavřenou na dálku do 14 dnů bez udání důvodu, pokud cesta ještě nezačala.',
    }),
  },
  {
    file: 'sazebnik-cestovni-pojisteni-2026.pdf',
    kind: 'Sazebník',
    title: 'Sazebník cestovního pojištění',
    code: 'SAZ-CES-2026',
    validFrom: PRICES_2026.validFrom,
    blocks: travelPriceList(PRICES_2026),
  },
  {
    file: 'sazebnik-cestovni-pojisteni-2025.pdf',
    kind: 'Sazebník',
    title: 'Sazebník cestovního pojištění',
    code: 'SAZ-CES-2025',
    validFrom: PRICES_2025.validFrom,
    blocks: travelPriceList(PRICES_2025),
  },
  {
    file: 'sazebnik-poplatku-2026.pdf',
    kind: 'Sazebník',
    title: 'Sazebník poplatků',
    code: 'SAZ-POP-2026',
    validFrom: '2026-01-01',
    blocks: [
      {
        paragraph:
          'Sazebník stanoví poplatky za úkony, které pro vás na vaši žádost děláme nad rámec pojistné smlouvy. Platí pro všechna naše pojištění; poplatek vám oznámíme předem a zaplatíte ho spolu s nejbližším pojistným.',
      },
      { heading: 'Poplatky' },
      { table: FEES },
      {
        paragraph:
          'Úkony, které v sazebníku nejsou, děláme bez poplatku. Zprávy o pojistné události, výpověď a odstoupení od smlouvy jsou vždy bez poplatku.',
      },
    ],
  },
];
