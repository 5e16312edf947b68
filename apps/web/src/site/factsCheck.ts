import {
  type ContentFile,
  type ContentSection as Section,
  sectionsOf,
  type ContentText as Text,
  textsOf,
} from '../content/contentTexts';
import { addressLine, facts } from './facts';

/**
 * Where the page contents contradict the site's facts (facts.ts): each finding names the file, the
 * section and what it says. The contents say the facts in their own words, so this reads those words
 * the way a visitor would: phone numbers, the client line's hours, "nonstop" beside a number, the
 * company's name, address, IČO and e-mail, and the Havarijko prices and discount.
 */

/** A branch, service centre or dealer has its own number, hours and address: not the company's. */
const OWN_FACTS = /^branches\./;
/** People's own mailboxes (jana.novakova@…), not the company's. */
const PERSONAL = new Set(['blocks.people-cards']);

const digits = (value: string) => value.replace(/\D/g, '');
const CLIENT = digits(facts.clientLine.phone);
const CLAIMS = digits(facts.claimsLine.phone);

/** Czech numbers as written (`800 100 200`, `+420 800 100 200`) and as dialled (`tel:+420800100200`). */
const PHONE = /(?:\+420[\s\u00a0]?)?\b[2-9]\d{2}[\s\u00a0]\d{3}[\s\u00a0]\d{3}\b|tel:(?:\+420)?\d{9}/g;
const HOURS = /Po\s*[–-]\s*Pá\s*(\d{1,2})(?:[:.]\d{2})?\s*[–-]\s*(\d{1,2})(?:[:.]\d{2})?/g;
const WORKDAYS = /všední dny od (\d{1,2})(?:[:.]\d{2})? do (\d{1,2})/gi;
const COMPANY = /Horizont pojišťovna,?\s*a\.\s?s\./g;
const ICO = /IČO:?\s*(\d[\d\s]{6,}\d)/g;
const EMAIL = /[\w.+-]+@horizont\.example/g;
const PERCENT = /(\d+(?:,\d+)?)[\s\u00a0]?%/g;
const CROWNS = /(\d{1,3}(?:[\s\u00a0]\d{3})*(?:,\d+)?)[\s\u00a0]?Kč/g;

const phoneOf = (match: string) => digits(match).replace(/^420(?=\d{9}$)/, '');
const [CLIENT_FROM, CLIENT_TO] = (facts.clientLine.hours.match(/\d+/g) ?? []).map(Number);

/** The phone number written closest to `index` in the sentence, as a reader pairs them. */
function nearestPhone(
  phones: readonly { phone: string; index: number }[],
  index: number,
): string | undefined {
  let nearest: { phone: string; distance: number } | undefined;
  for (const { phone, index: at } of phones) {
    const distance = Math.abs(at - index);
    if (!nearest || distance < nearest.distance) nearest = { phone, distance };
  }
  return nearest?.phone;
}

/** Numbers, hours and "nonstop", each paired with the number nearest to it in its sentence. */
function checkLines(sentence: string, say: (problem: string) => void): void {
  const phones = [...sentence.matchAll(PHONE)].map((match) => ({
    phone: phoneOf(match[0]),
    index: match.index,
  }));
  for (const { phone } of phones) {
    if (phone !== CLIENT && phone !== CLAIMS) say(`neznámé číslo ${phone}`);
  }
  for (const match of [...sentence.matchAll(HOURS), ...sentence.matchAll(WORKDAYS)]) {
    const [, from, to] = match;
    if (Number(from) !== CLIENT_FROM || Number(to) !== CLIENT_TO) {
      say(`provozní doba ${from}–${to} h místo ${facts.clientLine.hours}`);
    }
    if (nearestPhone(phones, match.index) === CLAIMS)
      say(`${facts.claimsLine.name} je ${facts.claimsLine.hours}`);
  }
  // Claims are reported on the claims line: a sentence about reporting one names that number.
  for (const match of sentence.matchAll(/nahl[aá][sš]\w*|hlášení škod/gi)) {
    const phone = nearestPhone(phones, match.index);
    if (phone !== undefined && phone !== CLAIMS && /škod/i.test(sentence)) {
      say(`škody se hlásí na lince ${facts.claimsLine.phone} (${facts.claimsLine.name})`);
    }
  }
  for (const match of sentence.matchAll(/nonstop/gi)) {
    const phone = nearestPhone(phones, match.index);
    if (phone !== undefined && phone !== CLAIMS) {
      say(`nonstop je jen ${facts.claimsLine.name} ${facts.claimsLine.phone}`);
    }
  }
}

function checkText({ where, text }: Text, section: Section, findings: string[]): void {
  const say = (problem: string) => findings.push(`${where}: ${problem} („${text.slice(0, 120)}“)`);
  if (!OWN_FACTS.test(section.type)) {
    for (const sentence of text.split(/[.!?](?:\s|$)|\n/)) checkLines(sentence, say);
  }
  for (const [name] of text.matchAll(COMPANY)) {
    if (name !== facts.companyName) say(`název společnosti je ${facts.companyName}`);
  }
  if (/Ukázková\s+\d/.test(text)) say(`sídlo je ${addressLine()}`);
  if (/\bsídlo\b/i.test(text) && /\d{3}\s?\d{2}/.test(text) && !text.includes(addressLine())) {
    say(`sídlo je ${addressLine()}`);
  }
  for (const [, ico = ''] of text.matchAll(ICO)) {
    if (digits(ico) !== facts.ico) say(`IČO je ${facts.ico}`);
  }
  if (!PERSONAL.has(section.type)) {
    for (const [email] of text.matchAll(EMAIL)) {
      if (email !== facts.email) say(`e-mail je ${facts.email}`);
    }
  }
}

/** Havarijko's texts: every per cent is its discount, every amount its lowest or example price. */
function checkHavarijkoText({ where, text }: Text, findings: string[]): void {
  const { discountPercent, fromPrice, examplePrice } = facts.havarijko;
  for (const [, percent = ''] of text.matchAll(PERCENT)) {
    if (Number(percent.replace(',', '.')) !== discountPercent) {
      findings.push(`${where}: Havarijko má slevu ${discountPercent} %, ne ${percent} % („${text}“)`);
    }
  }
  for (const [, amount = ''] of text.matchAll(CROWNS)) {
    const value = Number(digits(amount.split(',')[0] ?? ''));
    if (value !== fromPrice && value !== examplePrice) {
      findings.push(`${where}: Havarijko stojí od ${fromPrice} Kč měsíčně, ne ${amount} Kč („${text}“)`);
    }
  }
}

function checkSection(section: Section, isHavarijkoPage: boolean, findings: string[]): void {
  const { type, fields, where } = section;
  const say = (problem: string) => findings.push(`${where}: ${problem}`);
  if (type === 'blocks.phone-box' && typeof fields.phone === 'string') {
    const phone = digits(fields.phone);
    const said = textsOf([fields.subheading, fields.lines], where)
      .map(({ text }) => text)
      .join(' · ');
    if (phone !== CLIENT && phone !== CLAIMS) say(`číslo ${fields.phone} není klientská ani škodní linka`);
    if (phone === CLIENT && /nonstop/i.test(said)) {
      say(`${facts.clientLine.name} ${facts.clientLine.phone} je ${facts.clientLine.hours} („${said}“)`);
    }
    if (phone === CLAIMS && new RegExp(`${HOURS.source}|${WORKDAYS.source}`, 'i').test(said)) {
      say(`${facts.claimsLine.name} ${facts.claimsLine.phone} je ${facts.claimsLine.hours} („${said}“)`);
    }
  }
  if (type === 'blocks.company-details') {
    const address = (fields.address ?? {}) as Record<string, string>;
    const zip = digits(address.zip ?? '');
    const expected: [string, unknown, string][] = [
      ['název', fields.companyName, facts.companyName],
      ['ulice', address.street, facts.address.street],
      ['PSČ', zip, digits(facts.address.zip)],
      ['obec', address.city, facts.address.city],
      ['IČO', digits(String(fields.ico ?? '')), facts.ico],
      ['DIČ', fields.dic, facts.dic],
      ['datová schránka', fields.dataBoxId, facts.dataBoxId],
      ['zápis v rejstříku', fields.registration, facts.registration],
    ];
    for (const [label, value, fact] of expected) {
      if (value !== fact) say(`${label} je ${fact}, ne ${String(value)}`);
    }
  }
  if (type === 'demo.casco-calculation') {
    const calculation = (fields.calculation ?? {}) as { price?: number; discountPercent?: number };
    if (Math.round(Number(calculation.price)) !== facts.havarijko.examplePrice) {
      say(`kalkulace Havarijka je ${facts.havarijko.examplePrice} Kč, ne ${calculation.price}`);
    }
    if (calculation.discountPercent !== facts.havarijko.discountPercent) {
      say(`sleva Havarijka je ${facts.havarijko.discountPercent} %, ne ${calculation.discountPercent}`);
    }
  }
  if (type === 'blocks.product-list' || type === 'blocks.product-carousel') {
    for (const item of (fields.items ?? []) as Record<string, unknown>[]) {
      const about = JSON.stringify([item.heading, item.button]);
      if (/havarijk|na měsíc/i.test(about) && item.price !== facts.havarijko.fromPrice) {
        say(`Havarijko stojí od ${facts.havarijko.fromPrice} Kč měsíčně, karta ${String(item.price)}`);
      }
    }
  }
  for (const text of textsOf(fields, where)) {
    if (type === 'demo.casco-calculation') continue;
    checkText(text, section, findings);
    if (isHavarijkoPage || /havarijk/i.test(text.text)) checkHavarijkoText(text, findings);
  }
}

/** Every disagreement between the files and facts.ts; empty when they all agree. */
export function factDisagreements(files: readonly ContentFile[]): string[] {
  const findings: string[] = [];
  for (const file of files) {
    const slug = (file.json as { data?: { slug?: unknown } } | null)?.data?.slug;
    const isHavarijkoPage = typeof slug === 'string' && slug.startsWith('havarijko');
    for (const section of sectionsOf(file)) checkSection(section, isHavarijkoPage, findings);
  }
  return findings;
}
