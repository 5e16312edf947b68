/**
 * The admin panel's own words that the tests click and read, in one place. Each is matched in Czech
 * (the editors' admin) or in English: Strapi's Czech translation leaves some of its texts English
 * (the media library's, the password label), and which ones changes with Strapi's releases. The
 * field labels are not here: they come from the block schemas (labels.ts).
 */
const either = (...words: string[]) => new RegExp(`^(?:${words.join('|')})$`);

export const UI = {
  email: either('E-mailová adresa', 'E-mail', 'Email'),
  password: either('Heslo', 'Password'),
  logIn: either('Přihlásit se', 'Login'),
  /** The admin's loaders while it fetches ("Načítání…", "Loading content."). */
  loading: /^(?:Načítání|Loading)/,
  /** The list view's count: "33 záznamů nalezeno", "33 entries found". */
  entriesFound: /(\d+)\s+(?:záznamů|záznamy|záznam|entries|entry)\s+(?:nalezeno|found)/,
  createEntry: either('Vytvořit nový záznam', 'Create new entry'),
  back: either('Zpět', 'Back'),
  save: either('Uložit', 'Save'),
  publish: either('Publikovat', 'Publish'),
  saved: either('Uloženo', 'Saved document'),
  published: either('Dokument publikován', 'Published document'),
  /**
   * The notice of a refused save or publish: the admin's own (fields it checks itself), or the CMS's
   * naming the refused section ("Sekce 2 (Oznámení): …") or the page's own field ("Adresa: …",
   * apps/cms/src/validation), or the count of a refusal's errors ("Formulář obsahuje 2 chyby",
   * apps/cms/src/lib/czechErrors.js).
   */
  formErrors:
    /Formulář obsahuje (?:\d+ )?chyb|validation errors|errors occurred|Sekce \d+ \(|(?:Název stránky|Adresa|Popis|Smí se vložit do rámečku): /i,
  /** The dynamic zone's button: "Přidat komponent do Sekce", "Add a component to sections". */
  addComponent: /^(?:Přidat komponent(?:u)? do|Add a component to)\s/,
  /** The section picker's categories (a block type's prefix), folded but the first. */
  categories: {
    blocks: either('Bloky', 'Blocks'),
    branches: either('Pobočky', 'Branches'),
    careers: either('Kariéra', 'Careers'),
    casco: either('Havarijní pojištění', 'Casco'),
    demo: either('Ukázky', 'Demo'),
    forms: either('Formuláře', 'Forms'),
  } as Record<string, RegExp>,
  /** The delete button on a block's bar ("Smazat - <its main field>"). */
  deleteBlock: /^(?:Smazat|Delete)\b/,
  /** An empty component or list's button, and a list's button under its items. */
  emptyComponent: /Zatím zde není žádný záznam|No entry yet/,
  addEntry: either('Přidat záznam', 'Add an entry'),
  /** A media field's empty slot, and the media library dialog's steps. */
  addAsset: /Klikněte pro přidání|Click to add an asset/,
  addMoreAssets: /^(?:Přidat další|Přidat více|Add more assets)/,
  fromComputer: /Přetáhněte|Drag & Drop here or/,
  uploadAssets: /^(?:Nahrát|Upload) \d+/,
  finish: either('Dokončit', 'Hotovo', 'Finish'),
  /** The media library's search of its files, and its tab of the files picked. */
  search: /^(?:Hledat|Vyhledat|Search)/,
  selectedFiles: /^(?:Vybrané soubory|Selected files)/,
  /** The Blocks editor's toolbar. */
  bold: either('Tučné', 'Bold'),
  bulletedList: either('Odrážkový seznam', 'Bulleted list'),
  link: either('Odkaz', 'Link'),
  linkText: either('Text odkazu', 'Text'),
  /** The side panel's preview. */
  previewPanel: either('Náhled', 'Preview'),
  openPreview: either('Otevřít náhled', 'Open preview'),
  /** Main navigation entries an Editor has. */
  contentManager: either('Obsah', 'Správce obsahu', 'Content Manager'),
  mediaLibrary: either('Knihovna médií', 'Media Library'),
  /** Main navigation entries an Editor must not have. */
  settings: either('Nastavení', 'Settings'),
  /** The settings an administrator has and an Editor must not (users, roles, tokens, webhooks …). */
  adminSettings:
    /Uživatelé|Role|Webhooky|API tokeny|Tokeny|Poskytovatelé|E-mail|Nahrávání|Users|Roles|Webhooks|API Tokens|Transfer Tokens|Providers|Media Library|Internationalization|Review Workflows|Single Sign-On|Audit Logs/,
  contentTypeBuilder: either('Tvůrce typů obsahu', 'Content-Type Builder', 'Content Type Builder'),
} as const;
