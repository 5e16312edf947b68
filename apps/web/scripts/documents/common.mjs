// The articles every set of pojistné podmínky shares (claims, premium, termination, complaints),
// worded once from the site's facts, so a phone number or an address in a PDF is the site's own.
import { addressLine, facts } from '../../src/site/facts.ts';

export const company = facts.companyName;
export const office = addressLine();
export { facts };
export const { clientLine, claimsLine, email, ico } = facts;

/** `2026-01-01` → `1. 1. 2026`. */
export function czechDate(iso) {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}. ${month}. ${year}`;
}

/** The footer line of every page. */
export const footerLine = `${company}, ${office}, IČO ${ico} · ${clientLine.name} ${clientLine.phone}`;

export function introduction(product, laws) {
  return [
    { heading: 'Úvodní ustanovení' },
    {
      paragraph: `Tyto pojistné podmínky upravují ${product}, které sjednává ${company}, se sídlem ${office}, IČO ${ico}, ${facts.registration} (dále jen „pojistitel“ nebo „my“). Pojištění se řídí ${laws}, pojistnou smlouvou a těmito pojistnými podmínkami. Pojistníkem je ten, kdo s námi smlouvu uzavřel; pojištěným ten, na jehož majetek, zdraví nebo odpovědnost se pojištění vztahuje.`,
    },
    {
      paragraph:
        'Ujednání v pojistné smlouvě mají přednost před těmito podmínkami. Kde podmínky mluví o „vás“, myslí pojistníka a pojištěného.',
    },
  ];
}

export function premium(extra = []) {
  return [
    { heading: 'Pojistné' },
    {
      paragraph:
        'Výši pojistného, pojistné období a splatnost uvádí pojistná smlouva. Pojistné je běžné a platí se za roční pojistné období, pokud smlouva neurčí jinak; zaplatit je můžete ročně, pololetně nebo čtvrtletně převodem na účet uvedený ve smlouvě, s variabilním symbolem, kterým je číslo smlouvy. Pojistné je zaplaceno dnem, kdy je připsáno na náš účet.',
    },
    ...extra,
    {
      paragraph:
        'Poplatky za úkony na vaši žádost (například duplikát dokladu nebo upomínku) stanoví Sazebník poplatků platný v den úkonu.',
    },
  ];
}

export function claims(extra = []) {
  return [
    { heading: 'Pojistná událost a pojistné plnění' },
    {
      paragraph: `Škodnou událost nám oznamte bez zbytečného odkladu: nonstop na lince pro hlášení škod a asistenci ${claimsLine.phone}, na kterékoli pobočce nebo písemně na adrese sídla. Připravte si číslo smlouvy, popis toho, co se stalo, a fotografie poškození; doklady, které k šetření potřebujeme, vám řekneme.`,
    },
    ...extra,
    {
      paragraph:
        'Šetření zahájíme bez zbytečného odkladu a ukončíme je do tří měsíců od oznámení; nestihneme-li to, sdělíme vám písemně proč a na žádost vám poskytneme přiměřenou zálohu. Pojistné plnění je splatné do 15 dnů od skončení šetření a vyplácíme ho v korunách českých.',
    },
  ];
}

export function termination(extra = []) {
  return [
    { heading: 'Vznik, trvání a zánik pojištění' },
    {
      paragraph:
        'Pojištění vzniká dnem uvedeným ve smlouvě jako počátek pojištění, nejdříve však den po uzavření smlouvy. Smlouva na dobu neurčitou se prodlužuje vždy o další pojistné období.',
    },
    {
      paragraph:
        'Pojištění zaniká zejména výpovědí, nezaplacením pojistného ve lhůtě uvedené v upomínce (nejméně jeden měsíc od jejího doručení) nebo dohodou. Vypovědět je může každá strana:',
    },
    {
      list: [
        'do dvou měsíců od uzavření smlouvy, s osmidenní výpovědní lhůtou,',
        'ke konci pojistného období, doručí-li výpověď alespoň šest týdnů předem,',
        'do tří měsíců od oznámení pojistné události, s měsíční výpovědní lhůtou.',
      ],
    },
    ...extra,
    {
      paragraph:
        'Smlouvu uzavřenou na dálku (po telefonu nebo e-mailem) můžete bez udání důvodu vypovědět do 14 dnů od jejího uzavření; pojistné za dobu do zániku pojištění si ponecháme.',
    },
  ];
}

export function closing(validFrom) {
  return [
    { heading: 'Stížnosti a závěrečná ustanovení' },
    {
      paragraph: `Stížnost nám podejte e-mailem na ${email}, na klientské lince ${clientLine.phone} (${clientLine.hours}), na pobočce nebo písemně na adrese sídla; vyřídíme ji do 30 dnů. Spor z pojištění můžete řešit mimosoudně u finančního arbitra nebo u České obchodní inspekce, případně soudní cestou. Naši činnost dohlíží Česká národní banka, Na Příkopě 28, 115 03 Praha 1.`,
    },
    {
      paragraph: `Tyto pojistné podmínky nabývají účinnosti dnem ${czechDate(validFrom)} a vztahují se na smlouvy uzavřené od tohoto dne. Smlouvy uzavřené dříve se řídí pojistnými podmínkami, které platily v den jejich uzavření; jejich předchozí znění zveřejňujeme u produktu.`,
    },
  ];
}

/** Numbers the articles in the order they stand (`Článek 1 Úvodní ustanovení`, `Článek 2 …`). */
export function numbered(blocks) {
  let article = 0;
  return blocks.map((block) => {
    if (!block.heading) return block;
    article += 1;
    return { heading: `Článek ${article} ${block.heading}` };
  });
}

/** The sections of an IPID, as the EU's standard form names them (Regulation 2017/1469). */
export function ipid({
  product,
  conditions,
  type,
  covered,
  notCovered,
  limits,
  where,
  duties,
  payments,
  cover,
  cancel,
}) {
  return [
    {
      paragraph: `Společnost: ${company}, Česká republika, IČO ${ico}, pojišťovna s povolením České národní banky. Produkt: ${product}.`,
    },
    {
      paragraph: `Tento dokument je jen přehledem hlavních informací o pojištění. Úplné informace najdete v předsmluvní a smluvní dokumentaci: v pojistné smlouvě a v pojistných podmínkách ${conditions}.`,
    },
    { heading: 'O jaký typ pojištění se jedná?' },
    { paragraph: type },
    { heading: 'Co je předmětem pojištění?' },
    { list: covered },
    { heading: 'Co není předmětem pojištění?' },
    { list: notCovered },
    { heading: 'Existují nějaká omezení pojistného krytí?' },
    { list: limits },
    { heading: 'Kde se na mě vztahuje pojištění?' },
    { paragraph: where },
    { heading: 'Jaké mám povinnosti?' },
    { list: duties },
    { heading: 'Kdy a jak provádět platby?' },
    { paragraph: payments },
    { heading: 'Kdy pojistné krytí začíná a končí?' },
    { paragraph: cover },
    { heading: 'Jak mohu smlouvu vypovědět?' },
    { paragraph: cancel },
  ];
}
