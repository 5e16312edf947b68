// Pojistné podmínky and IPIDs of pojištění majetku (domácnost a nemovitost) and pojištění
// odpovědnosti, each current version beside the one it replaced.
import { claims, closing, introduction, ipid, numbered, premium, termination } from './common.mjs';

const CIVIL_LAW = 'zákonem č. 89/2012 Sb., občanský zákoník';

function propertyConditions({ validFrom, lodgingDays, surge, handyman }) {
  return numbered([
    ...introduction('pojištění domácnosti a nemovitosti', CIVIL_LAW),
    { heading: 'Předmět pojištění' },
    {
      paragraph:
        'Pojištění nemovitosti se vztahuje na stavbu uvedenou ve smlouvě (rodinný dům, byt v osobním vlastnictví, chatu) s pevně zabudovaným vybavením, například kuchyňskou linkou, a na vedlejší stavby na stejném pozemku: garáž, kůlnu a zahradní domek.',
    },
    {
      paragraph:
        'Pojištění domácnosti se vztahuje na movité věci, které vlastníte nebo oprávněně užíváte a které slouží vaší domácnosti: nábytek, elektroniku, oblečení, kola i věci v uzamčeném sklepě a v garáži.',
    },
    { heading: 'Pojistná nebezpečí' },
    { paragraph: 'Pojištění kryje škody způsobené těmito nebezpečími:' },
    {
      list: [
        'požár, úder blesku, výbuch a kouř a saze, které při nich vzniknou,',
        'voda unikající z vodovodního zařízení, i vytopení od souseda a únik z pračky nebo myčky,',
        'povodeň, záplava, vichřice, krupobití, sesuv půdy a tíha sněhu,',
        'krádež vloupáním, loupež a vandalismus, i poškození dveří a oken při vloupání,',
        ...(surge ? ['přepětí v elektrické síti, které zničí elektroniku, spotřebiče nebo kotel.'] : []),
      ],
    },
    { heading: 'Pojistné plnění' },
    {
      paragraph: `Zaplatíme částku, za kterou věc pořídíte novou nebo stavbu opravíte, bez odpočtu opotřebení (nová cena). Nelze-li po škodě v domácnosti bydlet, zaplatíme náhradní ubytování až na ${lodgingDays} dní.${handyman ? ' Při havárii vody, elektřiny nebo zabouchnutých dveřích pošleme nonstop řemeslníka do 24 hodin; jeho práci a materiál zaplatíme do 5 000 Kč.' : ''}`,
    },
    {
      paragraph:
        'Pojistná částka má odpovídat nové ceně všech pojištěných věcí nebo stavby. Je-li nižší, krátíme plnění v poměru pojistné částky k této ceně (podpojištění).',
    },
    { heading: 'Výluky a omezení' },
    { paragraph: 'Pojištění se nevztahuje na:' },
    {
      list: [
        'opotřebení, koroze, plíseň a vlhkost, která vzniká postupně,',
        'škody, které způsobíte úmyslně,',
        'věci v nezamčeném sklepě, kočárkárně nebo v autě,',
        'hotovost nad 20 000 Kč a šperky nad limit sjednaný ve smlouvě.',
      ],
    },
    { heading: 'Vaše povinnosti' },
    { paragraph: 'Jste povinni zejména:' },
    {
      list: [
        'udržovat stavbu a vodovodní zařízení v dobrém stavu a za mrazu vypustit vodu v neobývané stavbě,',
        'krádež a vandalismus oznámit policii a poškozené věci uschovat, dokud je neprohlédneme,',
        'oznámit nám, že stavba zůstane neobývaná déle než 60 dní.',
      ],
    },
    ...premium([
      {
        paragraph:
          'Pojištění domácnosti, nemovitosti a odpovědnosti v jedné smlouvě (Domov komplet) je o 15 % levnější než každé zvlášť. Na žádost vinkulujeme plnění z pojištění nemovitosti ve prospěch banky, která vám poskytla úvěr.',
      },
    ]),
    ...claims(),
    ...termination(),
    ...closing(validFrom),
  ]);
}

function liabilityConditions({ validFrom, everydayLimit, ownerLimit }) {
  return numbered([
    ...introduction('pojištění odpovědnosti za škodu a jinou újmu', CIVIL_LAW),
    { heading: 'Rozsah pojištění' },
    {
      paragraph:
        'Pojištění se vztahuje na vaši povinnost nahradit škodu na zdraví, na věci nebo finanční škodu, kterou jste druhému způsobili, v rozsahu, který jste ve smlouvě sjednali:',
    },
    {
      list: [
        `odpovědnost v běžném životě: pro vás a členy domácnosti uvedené ve smlouvě, včetně dětí, při sportu, na nákupech, s domácími zvířaty i na kole; limit ${everydayLimit} mil. Kč,`,
        `odpovědnost z vlastnictví nemovitosti: pro majitele domu, bytu nebo chaty, například za vytopeného souseda nebo spadlou tašku ze střechy; limit ${ownerLimit} mil. Kč,`,
        'odpovědnost zaměstnance: za škodu, kterou z nedbalosti způsobíte zaměstnavateli, až do čtyřapůlnásobku vašeho průměrného měsíčního výdělku.',
      ],
    },
    {
      paragraph:
        'Z každého plnění odečteme spoluúčast 1 000 Kč. Zaplatíme i náklady na právní obranu ve sporu o náhradu škody, který s poškozeným vedeme s naším souhlasem.',
    },
    { heading: 'Územní platnost' },
    {
      paragraph:
        'Pojištění platí v celé Evropě. Na cesty mimo Evropu si odpovědnost sjednejte v cestovním pojištění.',
    },
    { heading: 'Výluky' },
    { paragraph: 'Pojištění se nevztahuje na:' },
    {
      list: [
        'škody, které způsobíte úmyslně,',
        'škody na věcech, které jste si půjčili nebo pronajali, nejsou-li výslovně sjednány ve smlouvě,',
        'škody mezi členy jedné domácnosti,',
        'škody způsobené provozem auta nebo motocyklu (na ty je povinné ručení),',
        'pokuty a penále.',
      ],
    },
    { heading: 'Vaše povinnosti' },
    { paragraph: 'Jste povinni zejména:' },
    {
      list: [
        'nárok poškozeného bez našeho souhlasu neuznávat ani ho neplatit,',
        'vyměnit si s poškozeným kontakty, škodu vyfotit a oznámit nám ji bez zbytečného odkladu,',
        'oznámit nám, že poškozený uplatnil nárok u soudu.',
      ],
    },
    ...premium(),
    ...claims([{ paragraph: 'S poškozeným jednáme za vás a plnění vyplácíme přímo jemu.' }]),
    ...termination(),
    ...closing(validFrom),
  ]);
}

const PROPERTY_2026 = { validFrom: '2026-01-01', lodgingDays: 30, surge: true, handyman: true };
const PROPERTY_2024 = { validFrom: '2024-07-01', lodgingDays: 14, surge: false, handyman: false };
const LIABILITY_2026 = { validFrom: '2026-01-01', everydayLimit: 10, ownerLimit: 5 };
const LIABILITY_2024 = { validFrom: '2024-01-01', everydayLimit: 5, ownerLimit: 3 };

export const householdDocuments = [
  {
    file: 'pojistne-podminky-majetek-2026.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky pro pojištění domácnosti a nemovitosti',
    code: 'PP-MAJ-2026',
    validFrom: PROPERTY_2026.validFrom,
    blocks: propertyConditions(PROPERTY_2026),
  },
  {
    file: 'pojistne-podminky-majetek-2024.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky pro pojištění domácnosti a nemovitosti',
    code: 'PP-MAJ-2024',
    validFrom: PROPERTY_2024.validFrom,
    blocks: propertyConditions(PROPERTY_2024),
  },
  {
    file: 'ipid-majetek-2026.pdf',
    kind: 'Informační dokument o pojistném produktu',
    title: 'Pojištění domácnosti a nemovitosti',
    code: 'IPID-MAJ-2026',
    validFrom: PROPERTY_2026.validFrom,
    blocks: ipid({
      product: 'Pojištění domácnosti a nemovitosti (i jako Domov komplet)',
      conditions: 'PP-MAJ-2026',
      type: 'Pojištění vašeho bydlení: stavby (nemovitosti) a věcí v ní (domácnosti), samostatně nebo společně.',
      covered: [
        'požár, úder blesku, výbuch, kouř a saze',
        'voda z vodovodního zařízení a vytopení od souseda',
        'povodeň, záplava, vichřice, krupobití, sesuv půdy a tíha sněhu',
        'krádež vloupáním, loupež, vandalismus a přepětí v síti',
        'náhradní ubytování až na 30 dní a řemeslník do 24 hodin',
      ],
      notCovered: [
        'opotřebení, koroze, plíseň a postupně vznikající vlhkost',
        'úmyslně způsobené škody',
        'věci v nezamčeném sklepě, kočárkárně nebo v autě',
      ],
      limits: [
        'hotovost nejvýše do 20 000 Kč, šperky do limitu ve smlouvě',
        'při podpojištění plnění krátíme',
      ],
      where: 'Na místě pojištění uvedeném ve smlouvě.',
      duties: [
        'udržovat stavbu a vodovodní zařízení v dobrém stavu',
        'krádež a vandalismus oznámit policii',
        'oznámit nám, že stavba zůstane déle než 60 dní neobývaná',
      ],
      payments: 'Pojistné platíte ročně, pololetně nebo čtvrtletně převodem na účet uvedený ve smlouvě.',
      cover: 'Pojištění začíná dnem uvedeným ve smlouvě a trvá na dobu neurčitou.',
      cancel:
        'Do dvou měsíců od uzavření smlouvy, ke konci pojistného období (šest týdnů předem) nebo do tří měsíců od pojistné události; smlouvu uzavřenou na dálku do 14 dnů bez udání důvodu.',
    }),
  },
  {
    file: 'pojistne-podminky-odpovednost-2026.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky pro pojištění odpovědnosti',
    code: 'PP-ODP-2026',
    validFrom: LIABILITY_2026.validFrom,
    blocks: liabilityConditions(LIABILITY_2026),
  },
  {
    file: 'pojistne-podminky-odpovednost-2024.pdf',
    kind: 'Pojistné podmínky',
    title: 'Pojistné podmínky pro pojištění odpovědnosti',
    code: 'PP-ODP-2024',
    validFrom: LIABILITY_2024.validFrom,
    blocks: liabilityConditions(LIABILITY_2024),
  },
  {
    file: 'ipid-odpovednost-2026.pdf',
    kind: 'Informační dokument o pojistném produktu',
    title: 'Pojištění odpovědnosti',
    code: 'IPID-ODP-2026',
    validFrom: LIABILITY_2026.validFrom,
    blocks: ipid({
      product: 'Pojištění odpovědnosti (v běžném životě, z vlastnictví nemovitosti, zaměstnance)',
      conditions: 'PP-ODP-2026',
      type: 'Pojištění pro případ, že omylem způsobíte škodu někomu jinému: zaplatíme ji za vás a s poškozeným jednáme my.',
      covered: [
        'odpovědnost v běžném životě pro celou domácnost, limit 10 mil. Kč',
        'odpovědnost z vlastnictví nemovitosti, limit 5 mil. Kč',
        'odpovědnost zaměstnance do čtyřapůlnásobku průměrného měsíčního výdělku',
        'náklady na právní obranu ve sporu o náhradu škody',
      ],
      notCovered: [
        'úmyslně způsobené škody',
        'škody mezi členy jedné domácnosti',
        'škody způsobené provozem auta nebo motocyklu',
        'pokuty a penále',
      ],
      limits: ['spoluúčast 1 000 Kč', 'půjčené a pronajaté věci jen tehdy, jsou-li sjednány ve smlouvě'],
      where: 'V celé Evropě.',
      duties: [
        'nárok poškozeného bez našeho souhlasu neuznávat ani neplatit',
        'škodu nám oznámit bez zbytečného odkladu',
      ],
      payments: 'Pojistné platíte ročně, pololetně nebo čtvrtletně převodem na účet uvedený ve smlouvě.',
      cover: 'Pojištění začíná dnem uvedeným ve smlouvě a trvá na dobu neurčitou.',
      cancel:
        'Do dvou měsíců od uzavření smlouvy, ke konci pojistného období (šest týdnů předem) nebo do tří měsíců od pojistné události; smlouvu uzavřenou na dálku do 14 dnů bez udání důvodu.',
    }),
  },
];
