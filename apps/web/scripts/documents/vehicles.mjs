// Pojistné podmínky and IPIDs of the vehicle products: povinné ručení, havarijní pojištění and
// Havarijko na měsíc, each current version beside the one it replaced (what changed is what a
// client of the older contract needs to read).
import {
  claims,
  claimsLine,
  closing,
  facts,
  introduction,
  ipid,
  numbered,
  premium,
  termination,
} from './common.mjs';

const MTPL_LAW =
  'zákonem č. 168/1999 Sb., o pojištění odpovědnosti za újmu způsobenou provozem vozidla, zákonem č. 89/2012 Sb., občanský zákoník';
const CIVIL_LAW = 'zákonem č. 89/2012 Sb., občanský zákoník';

/** Povinné ručení: `limit` in millions of Kč for each of health and property, `assistance` its reach. */
function mtplConditions({ validFrom, limit, assistance, towKm }) {
  return numbered([
    ...introduction('pojištění odpovědnosti za újmu způsobenou provozem vozidla (povinné ručení)', MTPL_LAW),
    { heading: 'Vymezení pojmů' },
    {
      list: [
        'Vozidlo: motorové nebo přípojné vozidlo uvedené ve smlouvě, včetně motocyklu, skútru a čtyřkolky.',
        'Provoz vozidla: jízda vozidla i jeho stání, nakládání a vykládání, a také újma způsobená nákladem nebo zařízením vozidla.',
        'Újma: škoda na zdraví a usmrcení, škoda na věci, ušlý zisk a účelně vynaložené náklady poškozeného.',
        'Škodný průběh: doba, po kterou se s vozidlem nestala pojistná událost, za kterou bychom plnili.',
      ],
    },
    { heading: 'Předmět a rozsah pojištění' },
    {
      paragraph: `Pojištění se vztahuje na povinnost každého, kdo vozidlo provozuje nebo řídí, nahradit újmu, kterou provozem vozidla způsobí druhým. Za pojištěného nahradíme poškozenému to, co mu podle zákona náleží, až do limitů pojistného plnění: ${limit} mil. Kč na škodu na zdraví a usmrcení a ${limit} mil. Kč na škodu na věci a ušlý zisk, pro každou škodnou událost.`,
    },
    {
      paragraph: `Součástí pojištění je asistence při poruše i nehodě ${assistance}: oprava na místě do jedné hodiny, odtah do nejbližšího servisu až ${towKm} km, a nelze-li vozidlo opravit týž den, náhradní vozidlo až na tři dny nebo ubytování až na dvě noci. Asistenci voláte nonstop na lince ${claimsLine.phone}.`,
    },
    { heading: 'Výluky a právo na náhradu' },
    { paragraph: 'Pojištění se nevztahuje na:' },
    {
      list: [
        'újma na vozidle, jehož provozem byla způsobena (tu kryje havarijní pojištění),',
        'újma na zdraví a škoda na věcech řidiče vozidla, který ji způsobil,',
        'újma při závodech a soutěžích a při jízdě na uzavřeném okruhu,',
        'pokuty, penále a jiné sankce.',
      ],
    },
    {
      paragraph:
        'Máme právo požadovat po řidiči náhradu toho, co jsme za něj poškozenému zaplatili, zejména když újmu způsobil úmyslně, řídil pod vlivem alkoholu nebo návykové látky, bez řidičského oprávnění, z místa nehody bez vážného důvodu ujel nebo odmítl dechovou zkoušku.',
    },
    { heading: 'Územní platnost' },
    {
      paragraph:
        'Pojištění platí v České republice a ve státech systému zelené karty. Zelenou kartu vám pošleme e-mailem hned po zaplacení pojistného; v zahraničí ji předložte v tištěné podobě nebo v telefonu.',
    },
    ...premium([
      {
        paragraph:
          'Za každých dvanáct měsíců bez pojistné události snížíme pojistné o 5 %, nejvýše o 50 % (bonus). Bonus převedeme i z jiné pojišťovny, doložíte-li potvrzení o škodním průběhu. Po pojistné události, za kterou jsme plnili, se bonus sníží o dvanáct měsíců.',
      },
    ]),
    { heading: 'Vaše povinnosti' },
    { paragraph: 'Jste povinni zejména:' },
    {
      list: [
        'pravdivě odpovědět na naše otázky při uzavření smlouvy a oznámit nám změnu vlastníka, provozovatele nebo registrační značky do 15 dnů,',
        'při nehodě zajistit místo, pomoci zraněným a sepsat s druhým účastníkem záznam o dopravní nehodě; nehodu se zraněním nebo se škodou nad 100 000 Kč ohlásit policii,',
        'bez našeho souhlasu neuznávat nárok poškozeného a nic mu za nás neplatit.',
      ],
    },
    ...claims(),
    ...termination([
      {
        paragraph:
          'Pojištění zaniká také dnem vyřazení vozidla z registru, změnou vlastníka zapsanou v registru nebo odcizením vozidla, které nám oznámíte.',
      },
    ]),
    ...closing(validFrom),
  ]);
}

/** Havarijní pojištění: `excess` the client's share, `winterBreak` whether a motorcycle may pause. */
function cascoConditions({ validFrom, excess, winterBreak, replacementDays }) {
  return numbered([
    ...introduction('havarijní pojištění vozidel', CIVIL_LAW),
    { heading: 'Předmět pojištění' },
    {
      paragraph:
        'Pojištěno je vozidlo uvedené ve smlouvě, osobní nebo užitkové do 3,5 tuny nebo motocykl, s výbavou, kterou má od výrobce nebo která je ve smlouvě uvedena. Vozidlo nesmí být starší patnácti let ke dni uzavření smlouvy.',
    },
    { heading: 'Pojistná nebezpečí' },
    { paragraph: 'Pojištění kryje škody na vozidle způsobené:' },
    {
      list: [
        'havárie: střet nebo náraz vozidla, jeho pád nebo převrácení, i když jste nehodu zavinili,',
        'živelní událost: požár, výbuch, úder blesku, krupobití, povodeň, záplava, vichřice a pád stromu,',
        'odcizení vozidla nebo jeho části a poškození při pokusu o ně,',
        'vandalismus: úmyslné poškození vozidla neznámou osobou,',
        'poškození zvířetem, i kabeláže v motorovém prostoru.',
      ],
    },
    { heading: 'Pojistné plnění a spoluúčast' },
    {
      paragraph: `Při poškození zaplatíme přiměřené náklady na opravu v servisu, při zničení nebo odcizení obvyklou cenu vozidla v den škodné události, sníženou o cenu zbytků. Z každého plnění odečteme spoluúčast ${excess}. Po dobu opravy po nehodě vám zajistíme náhradní vozidlo až na ${replacementDays} dní.`,
    },
    { heading: 'Výluky' },
    { paragraph: 'Pojištění se nevztahuje na:' },
    {
      list: [
        'opotřebení, koroze, závada materiálu nebo výroby a poškození pneumatik, nevzniklo-li spolu s jinou pojištěnou škodou,',
        'škoda při závodech, soutěžích a jízdě na uzavřeném okruhu,',
        'škoda, kterou řidič způsobil pod vlivem alkoholu nebo návykové látky nebo bez řidičského oprávnění,',
        'odcizení vozidla, v němž byly ponechány klíče nebo doklady.',
      ],
    },
    { heading: 'Vaše povinnosti' },
    { paragraph: 'Jste povinni zejména:' },
    {
      list: [
        'před uzavřením smlouvy umožnit prohlídku vozidla, požádáme-li o ni, a vozidlo zabezpečit zařízením uvedeným ve smlouvě,',
        'odcizení nebo vandalismus oznámit policii a o pojistné události nám dát vědět dříve, než začnete vozidlo opravovat,',
        'poškozené části uschovat, dokud je neprohlédneme.',
      ],
    },
    ...premium([
      {
        paragraph:
          'Za roky bez pojistné události vám přiznáme bonus, nejvýše 50 %; převedeme ho i z havarijního pojištění u jiné pojišťovny.',
      },
    ]),
    ...claims(),
    ...termination(
      winterBreak
        ? [
            {
              paragraph:
                'Pojištění motocyklu můžete přes zimu přerušit na jeden až šest měsíců: stačí nám to oznámit, nejpozději den před zvoleným dnem přerušení. Po dobu přerušení pojištění neplatí a pojistné neplatíte; o tuto dobu se neprodlužuje pojistné období.',
            },
          ]
        : [],
    ),
    ...closing(validFrom),
  ]);
}

/** Havarijko: `months` the longest term, `endAnytime` whether it may end before the term. */
function monthlyConditions({ validFrom, months, endAnytime }) {
  return numbered([
    ...introduction('havarijní pojištění vozidel na dobu určitou Havarijko na měsíc', CIVIL_LAW),
    { heading: 'Předmět a doba pojištění' },
    {
      paragraph: `Pojištěno je osobní auto nebo motocykl uvedený ve smlouvě, nejvýše patnáct let staré. Pojištění sjednáváte na dobu od jednoho do ${months} měsíců, s počátkem v den, který si zvolíte, nejdříve den po zaplacení pojistného.`,
    },
    {
      paragraph:
        'Kryje stejná nebezpečí jako naše havarijní pojištění vozidel: havárii, živelní události, odcizení, vandalismus a poškození zvířetem. Z každého plnění odečteme spoluúčast 10 %, nejméně 5 000 Kč. Asistence při poruše i nehodě je v ceně.',
    },
    { heading: 'Výluky' },
    { paragraph: 'Pojištění se nevztahuje na:' },
    {
      list: [
        'škody, které vznikly před počátkem pojištění nebo po jeho konci,',
        'opotřebení, koroze a závady materiálu,',
        'škoda při závodech, pod vlivem alkoholu nebo návykové látky nebo bez řidičského oprávnění.',
      ],
    },
    ...premium([
      {
        paragraph: `Pojistné je jednorázové za celou sjednanou dobu a platí se předem. Nejnižší měsíční pojistné je ${facts.havarijko.fromPrice} Kč; vaše pojistné uvádí smlouva.`,
      },
    ]),
    ...claims(),
    { heading: 'Konec pojištění' },
    {
      paragraph: endAnytime
        ? 'Pojištění končí uplynutím sjednané doby, bez výpovědi. Ukončit ho můžete i dříve, kdykoli, oznámením na klientské lince nebo e-mailem: skončí dnem, který v oznámení uvedete, nejdříve dnem jeho doručení, a pojistné za celé nevyčerpané dny vám vrátíme do 15 dnů.'
        : 'Pojištění končí uplynutím sjednané doby, bez výpovědi. Před jejím koncem zaniká jen odcizením nebo zničením vozidla, vyřazením vozidla z registru nebo dohodou; pojistné za nevyčerpanou dobu se nevrací.',
    },
    ...closing(validFrom),
  ]);
}

const MTPL_2026 = { validFrom: '2026-01-01', limit: 100, assistance: 'v Česku i v celé Evropě', towKm: 100 };
const MTPL_2024 = { validFrom: '2024-01-01', limit: 70, assistance: 'v Česku', towKm: 50 };
const CASCO_2026 = {
  validFrom: '2026-01-01',
  excess: '5 % nebo 10 %, podle smlouvy, nejméně 5 000 Kč',
  winterBreak: true,
  replacementDays: 7,
};
const CASCO_2023 = {
  validFrom: '2023-03-01',
  excess: '10 %, nejméně 10 000 Kč',
  winterBreak: false,
  replacementDays: 3,
};
const MONTHLY_2026 = { validFrom: '2026-04-01', months: 12, endAnytime: true };
const MONTHLY_2025 = { validFrom: '2025-01-01', months: 6, endAnytime: false };

export const vehicleDocuments = [
  {
    file: 'pojistne-podminky-povinne-ruceni-2026.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky pro povinné ručení',
    code: 'PP-POV-2026',
    validFrom: MTPL_2026.validFrom,
    blocks: mtplConditions(MTPL_2026),
  },
  {
    file: 'pojistne-podminky-povinne-ruceni-2024.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky pro povinné ručení',
    code: 'PP-POV-2024',
    validFrom: MTPL_2024.validFrom,
    blocks: mtplConditions(MTPL_2024),
  },
  {
    file: 'ipid-povinne-ruceni-2026.pdf',
    kind: 'Informační dokument o pojistném produktu',
    title: 'Povinné ručení',
    code: 'IPID-POV-2026',
    validFrom: MTPL_2026.validFrom,
    blocks: ipid({
      product: 'Povinné ručení (pojištění odpovědnosti z provozu vozidla)',
      conditions: 'PP-POV-2026',
      type: 'Zákonné pojištění odpovědnosti za újmu, kterou provozem vozidla způsobíte druhým. Bez něj nesmí vozidlo jezdit po pozemních komunikacích.',
      covered: [
        'škoda na zdraví a usmrcení do 100 mil. Kč',
        'škoda na věci a ušlý zisk do 100 mil. Kč',
        'asistence při poruše i nehodě v Česku i v celé Evropě',
        'zelená karta e-mailem hned po zaplacení',
      ],
      notCovered: [
        'škoda na vašem vlastním vozidle',
        'zranění a věci řidiče, který nehodu způsobil',
        'závody a jízda na uzavřeném okruhu',
      ],
      limits: [
        'po řidiči pod vlivem alkoholu nebo bez řidičského oprávnění můžeme vymáhat, co jsme za něj zaplatili',
        'plnění nepřesáhne limity uvedené ve smlouvě',
      ],
      where: 'V České republice a ve státech systému zelené karty.',
      duties: [
        'pravdivě odpovědět na otázky před uzavřením smlouvy a platit pojistné',
        'oznámit změnu vlastníka nebo registrační značky do 15 dnů',
        `nehodu nahlásit bez odkladu na lince ${claimsLine.phone} a sepsat záznam o nehodě`,
      ],
      payments:
        'Pojistné platíte ročně, pololetně nebo čtvrtletně převodem na účet uvedený ve smlouvě, s číslem smlouvy jako variabilním symbolem.',
      cover:
        'Pojištění začíná dnem uvedeným ve smlouvě, nejdříve den po jejím uzavření, a trvá na dobu neurčitou. Končí výpovědí, nezaplacením pojistného, vyřazením vozidla z registru nebo změnou jeho vlastníka.',
      cancel:
        'Do dvou měsíců od uzavření smlouvy (osmidenní lhůta), ke konci pojistného období (šest týdnů předem) nebo do tří měsíců od pojistné události (měsíční lhůta); smlouvu uzavřenou na dálku do 14 dnů bez udání důvodu.',
    }),
  },
  {
    file: 'pojistne-podminky-havarijni-pojisteni-2026.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky pro havarijní pojištění vozidel',
    code: 'PP-HAV-2026',
    validFrom: CASCO_2026.validFrom,
    blocks: cascoConditions(CASCO_2026),
  },
  {
    file: 'pojistne-podminky-havarijni-pojisteni-2023.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky pro havarijní pojištění vozidel',
    code: 'PP-HAV-2023',
    validFrom: CASCO_2023.validFrom,
    blocks: cascoConditions(CASCO_2023),
  },
  {
    file: 'ipid-havarijni-pojisteni-2026.pdf',
    kind: 'Informační dokument o pojistném produktu',
    title: 'Havarijní pojištění vozidel',
    code: 'IPID-HAV-2026',
    validFrom: CASCO_2026.validFrom,
    blocks: ipid({
      product: 'Havarijní pojištění vozidel',
      conditions: 'PP-HAV-2026',
      type: 'Pojištění vašeho vlastního vozidla pro případ jeho poškození, zničení nebo odcizení.',
      covered: [
        'havárie, i když ji zaviníte',
        'živelní události: požár, krupobití, povodeň, vichřice, pád stromu',
        'odcizení vozidla nebo jeho části, vandalismus, poškození zvířetem',
        'asistence a náhradní vozidlo až na 7 dní po nehodě',
      ],
      notCovered: [
        'opotřebení, koroze a závady materiálu',
        'závody a jízda na uzavřeném okruhu',
        'škoda způsobená pod vlivem alkoholu nebo bez řidičského oprávnění',
      ],
      limits: [
        'z každého plnění odečteme spoluúčast 5 % nebo 10 %, nejméně 5 000 Kč',
        'odcizení vozidla s klíči nebo doklady uvnitř není kryto',
        'vozidlo nesmí být při uzavření smlouvy starší patnácti let',
      ],
      where: 'V celé Evropě.',
      duties: [
        'umožnit prohlídku vozidla, požádáme-li o ni, a zabezpečit vozidlo podle smlouvy',
        'odcizení a vandalismus oznámit policii',
        'škodu nám nahlásit dříve, než začnete vozidlo opravovat',
      ],
      payments: 'Pojistné platíte ročně, pololetně nebo čtvrtletně převodem na účet uvedený ve smlouvě.',
      cover:
        'Pojištění začíná dnem uvedeným ve smlouvě a trvá na dobu neurčitou. Pojištění motocyklu můžete přes zimu přerušit na jeden až šest měsíců.',
      cancel:
        'Do dvou měsíců od uzavření smlouvy, ke konci pojistného období (šest týdnů předem) nebo do tří měsíců od pojistné události; smlouvu uzavřenou na dálku do 14 dnů bez udání důvodu.',
    }),
  },
  {
    file: 'pojistne-podminky-havarijko-2026.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky Havarijko na měsíc',
    code: 'PP-HMS-2026',
    validFrom: MONTHLY_2026.validFrom,
    blocks: monthlyConditions(MONTHLY_2026),
  },
  {
    file: 'pojistne-podminky-havarijko-2025.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky Havarijko na měsíc',
    code: 'PP-HMS-2025',
    validFrom: MONTHLY_2025.validFrom,
    blocks: monthlyConditions(MONTHLY_2025),
  },
  {
    file: 'ipid-havarijko-2026.pdf',
    kind: 'Informační dokument o pojistném produktu',
    title: 'Havarijko na měsíc',
    code: 'IPID-HMS-2026',
    validFrom: MONTHLY_2026.validFrom,
    blocks: ipid({
      product: 'Havarijko na měsíc (havarijní pojištění na dobu určitou)',
      conditions: 'PP-HMS-2026',
      type: 'Havarijní pojištění auta nebo motocyklu jen na dobu, kdy ho opravdu potřebujete: od jednoho do dvanácti měsíců.',
      covered: [
        'havárie, živelní události, odcizení, vandalismus a poškození zvířetem',
        'asistence při poruše i nehodě',
      ],
      notCovered: [
        'škody mimo sjednanou dobu pojištění',
        'opotřebení, koroze a závady materiálu',
        'závody a jízda pod vlivem alkoholu nebo bez řidičského oprávnění',
      ],
      limits: ['spoluúčast 10 %, nejméně 5 000 Kč', 'auto nebo motocykl nejvýše patnáct let starý'],
      where: 'V celé Evropě.',
      duties: [
        'zaplatit pojistné předem za celou dobu',
        `škodu nahlásit bez odkladu na lince ${claimsLine.phone}`,
      ],
      payments: `Jednorázově předem za celou sjednanou dobu; nejnižší pojistné je ${facts.havarijko.fromPrice} Kč za měsíc.`,
      cover:
        'Pojištění začíná dnem, který si zvolíte, nejdříve den po zaplacení, a končí uplynutím sjednané doby.',
      cancel:
        'Výpověď není potřeba. Pojištění můžete ukončit kdykoli i dříve; pojistné za celé nevyčerpané dny vám vrátíme.',
    }),
  },
];
