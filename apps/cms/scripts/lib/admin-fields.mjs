// What the admin's edit form shows for each field (src/content-manager/fields.json, read at Strapi's
// bootstrap into the content manager's configuration): a Czech label and a one-line hint, and for a
// component the field its collapsed list items show (`mainField`). The blocks' come from their
// schemas (`contentFields.labelled`, collected by to-strapi.mjs); the page's own fields and the
// components that no block defines (SEO, the header and footer) are labelled here.
import { mainFieldOf } from './to-strapi.mjs';

/** Labels of the fields that are not a block's: the page, its SEO, the header and footer. */
export const STATIC_LABELS = {
  'api::page.page': {
    title: {
      label: 'Název stránky',
      hint: 'Titulek v záložce prohlížeče a ve výsledcích vyhledávání.',
    },
    slug: {
      label: 'Adresa',
      hint: 'Cesta stránky bez lomítka na začátku: malá písmena, číslice, pomlčky a / (auto/autosjednavac); home je úvodní stránka.',
    },
    description: {
      label: 'Popis',
      hint: 'Nepovinné. Jedna až dvě věty do výsledků vyhledávání, nejvýš 300 znaků.',
    },
    seo: { label: 'SEO', hint: 'Nepovinné. Titulek, popis a obrázek pro vyhledávače a sdílení.' },
    embeddable: {
      label: 'Smí se vložit do rámečku',
      hint: 'Zapnuto: stránku smí zobrazit blok Vložená stránka (iframe) tohoto webu; jinde se vložit nedá.',
    },
    sections: { label: 'Sekce', hint: 'Obsah stránky shora dolů; každá sekce je jeden blok.' },
  },
  'api::navigation.navigation': {
    groups: {
      label: 'Skupiny menu',
      hint: 'Skupiny hlavního menu v hlavičce (Vozidla, Škody …), zleva doprava; každá se rozbalí do svých odkazů.',
    },
    actions: {
      label: 'Tlačítka v hlavičce',
      hint: 'Vždy viditelná tlačítka vedle menu, první zvýrazněné (Nahlásit škodu, Ozvěte se mi).',
    },
  },
  'api::footer.footer': {
    columns: { label: 'Sloupce', hint: 'Sloupce odkazů v patičce, zleva doprava.' },
    note: { label: 'Poznámka', hint: 'Nepovinné. Text pod sloupci patičky (např. kdo web provozuje).' },
    consent: {
      label: 'Texty souhlasu s cookies',
      hint: 'Nepovinné. Texty lišty a nastavení cookies; prázdné pole použije výchozí český text.',
    },
  },
  'shared.seo': {
    metaTitle: {
      label: 'Titulek pro vyhledávače',
      hint: 'Nepovinné, nejvýš 70 znaků. Prázdné: název stránky.',
    },
    metaDescription: {
      label: 'Popis pro vyhledávače',
      hint: 'Nepovinné, nejvýš 300 znaků. Prázdné: popis stránky.',
    },
    shareImage: { label: 'Obrázek pro sdílení', hint: 'Nepovinné. Náhled odkazu na sociálních sítích.' },
    noIndex: {
      label: 'Skrýt před vyhledávači',
      hint: 'Zapnuto: vyhledávače stránku nezařadí do výsledků.',
    },
  },
  'chrome.link': {
    label: { label: 'Text odkazu', hint: 'Co v odkazu stojí, krátce (Kontakty).' },
    url: {
      label: 'Odkaz',
      hint: 'Cesta na webu (/kontakty) nebo celá adresa (https://…).',
    },
  },
  'chrome.footer-column': {
    heading: { label: 'Nadpis sloupce', hint: 'Nadpis nad odkazy sloupce.' },
    links: { label: 'Odkazy', hint: 'Odkazy ve sloupci, shora dolů.' },
  },
  'chrome.nav-group': {
    label: { label: 'Název skupiny', hint: 'Krátký název v menu (Vozidla).' },
    links: {
      label: 'Odkazy',
      hint: 'Stránky skupiny, shora dolů; první je její přehled (vede na ni drobečková navigace).',
    },
  },
  'chrome.consent-texts': {
    title: { label: 'Nadpis lišty', hint: 'Prázdné: Používáme cookies.' },
    description: {
      label: 'Text lišty',
      hint: 'Proč cookies používáme a jak volbu změnit. První věta se na telefonu ukáže sama (další přečte čtečka obrazovky): má říct to podstatné. Prázdné: výchozí text.',
    },
    acceptAll: { label: 'Tlačítko Přijmout vše', hint: 'Prázdné: Přijmout vše.' },
    rejectAll: { label: 'Tlačítko Odmítnout vše', hint: 'Prázdné: Odmítnout vše.' },
    settings: { label: 'Tlačítko Nastavení', hint: 'Otevře podrobné nastavení. Prázdné: Nastavení.' },
    settingsTitle: { label: 'Nadpis nastavení', hint: 'Prázdné: Nastavení cookies.' },
    save: { label: 'Tlačítko Uložit', hint: 'Uloží volbu v nastavení. Prázdné: Uložit nastavení.' },
    close: { label: 'Tlačítko Zavřít', hint: 'Zavře nastavení bez uložení. Prázdné: Zavřít.' },
    necessaryTitle: { label: 'Nadpis nezbytných cookies', hint: 'Prázdné: Nezbytné cookies.' },
    necessaryDescription: {
      label: 'Popis nezbytných cookies',
      hint: 'K čemu jsou a proč je nelze vypnout. Prázdné: výchozí text.',
    },
    analyticsTitle: { label: 'Nadpis analytických cookies', hint: 'Prázdné: Analytické cookies.' },
    analyticsDescription: {
      label: 'Popis analytických cookies',
      hint: 'Co měří a že bez souhlasu nic. Prázdné: výchozí text.',
    },
    footerLink: {
      label: 'Odkaz v patičce',
      hint: 'Text odkazu, který nastavení znovu otevře. Prázdné: Nastavení cookies.',
    },
  },
};

/**
 * `{ "<uid>": { mainField, fields: { "<attribute>": { label, hint } } } }` for every component and for
 * the page, navigation and footer types, keys sorted. `contentTypes`: uid → `{ attributes, mainField,
 * labels? }` (the page's list shows its title; a single type has none; a type generated from a schema,
 * the branch directory, brings its own labels).
 */
export function adminFields({ components, labels, contentTypes }) {
  const out = {};
  for (const [uid, { attributes, mainField, labels: own }] of contentTypes) {
    out[uid] = { mainField, fields: fieldsOf(attributes, own ?? STATIC_LABELS[uid] ?? {}) };
  }
  for (const [uid, component] of components) {
    const own = { ...(labels.get(uid) ?? {}), ...(STATIC_LABELS[uid] ?? {}) };
    out[uid] = { mainField: mainFieldOf(component.attributes), fields: fieldsOf(component.attributes, own) };
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function fieldsOf(attributes, own) {
  return Object.fromEntries(Object.keys(attributes).map((key) => [key, own[key] ?? {}]));
}

/** The fields that have no label or no hint, as `uid.attribute`. */
export function unlabelled(fields) {
  return Object.entries(fields).flatMap(([uid, { fields: each }]) =>
    Object.entries(each)
      .filter(([, { label, hint }]) => !label || !hint)
      .map(([key]) => `${uid}.${key}`),
  );
}
