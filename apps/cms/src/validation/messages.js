/**
 * The Czech an editor reads when a block's schema refuses a field. A schema's own message (`Odkaz
 * není bezpečná adresa (…)`, `Oznámení nemá žádný text.`) always wins: zod uses this map only for
 * issues the schema left without one (zod's defaults are English, its `cs` locale says `očekáváno
 * object, obdrženo undefined`), so no English and no programmer's type names reach the admin.
 */

const REQUIRED = 'Povinné pole je prázdné.';

/** Czech plural of a count: 1 → `one`, 2–4 → `few`, otherwise `many`. */
function counted(n, [one, few, many]) {
  const value = Number(n);
  const word = value === 1 ? one : value >= 2 && value <= 4 ? few : many;
  return `${n} ${word}`;
}

const EXPECTED = {
  string: 'text',
  number: 'číslo',
  int: 'celé číslo',
  boolean: 'zaškrtnutí (ano, nebo ne)',
  object: 'skupina polí',
  array: 'seznam',
  date: 'datum',
};

function tooSmall({ origin, minimum, inclusive }) {
  if (origin === 'string') {
    return Number(minimum) <= 1
      ? REQUIRED
      : `Text musí mít aspoň ${counted(minimum, ['znak', 'znaky', 'znaků'])}.`;
  }
  if (origin === 'array' || origin === 'set') {
    return Number(minimum) <= 1
      ? 'Přidejte aspoň jednu položku.'
      : `Přidejte aspoň ${counted(minimum, ['položku', 'položky', 'položek'])}.`;
  }
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    return inclusive ? `Číslo musí být aspoň ${minimum}.` : `Číslo musí být větší než ${minimum}.`;
  }
  return 'Hodnota je příliš malá.';
}

function tooBig({ origin, maximum, inclusive }) {
  if (origin === 'string') return `Text smí mít nejvýš ${counted(maximum, ['znak', 'znaky', 'znaků'])}.`;
  if (origin === 'array' || origin === 'set') {
    return `Seznam smí mít nejvýš ${counted(maximum, ['položku', 'položky', 'položek'])}.`;
  }
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    return inclusive ? `Číslo smí být nejvýš ${maximum}.` : `Číslo musí být menší než ${maximum}.`;
  }
  return 'Hodnota je příliš velká.';
}

const FORMATS = {
  email: 'Zadejte platnou e-mailovou adresu.',
  url: 'Zadejte platnou webovou adresu.',
  date: 'Zadejte platné datum (RRRR-MM-DD).',
  datetime: 'Zadejte platné datum a čas.',
};

/** zod's error map (`safeParse(data, { error })`): a Czech message for every issue code. */
function czechIssueMessage(issue) {
  switch (issue.code) {
    case 'invalid_type':
      // Strapi sends `null` for a field the editor left empty; a missing key is the same to an editor.
      if (issue.input === undefined || issue.input === null) return REQUIRED;
      return `Hodnota má nesprávný tvar: čeká se ${EXPECTED[issue.expected] ?? 'jiný druh hodnoty'}.`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_value':
      return 'Vyberte jednu z nabízených možností.';
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Hodnota nemá požadovaný tvar.';
    case 'not_multiple_of':
      return `Číslo musí být násobkem ${issue.divisor}.`;
    case 'invalid_union':
      return 'Hodnota nemá žádný z povolených tvarů.';
    default:
      return 'Hodnota není platná.';
  }
}

/** Strapi's media kinds (a field's `allowedTypes`) and how the admin sorts a file into one by its MIME type. */
const KINDS = {
  images: { plural: 'obrázky', singular: 'obrázek', mime: 'image' },
  videos: { plural: 'videa', singular: 'video', mime: 'video' },
  audios: { plural: 'zvukové soubory', singular: 'zvukový soubor', mime: 'audio' },
  files: { plural: 'ostatní soubory', singular: 'soubor', mime: null },
};

/** The kind of an upload, as the media library sorts it (`getAllowedFiles` of @strapi/upload). */
function mediaKind(mime) {
  const top = typeof mime === 'string' ? mime.split('/')[0] : '';
  return Object.keys(KINDS).find((kind) => KINDS[kind].mime === top) ?? 'files';
}

/** `Toto pole přijímá jen obrázky; „klip.mp4“ je video.` */
function mediaTypeMessage(allowedTypes, file) {
  const allowed = allowedTypes.map((kind) => KINDS[kind]?.plural ?? kind);
  const list = allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} nebo ${allowed.at(-1)}` : allowed[0];
  const name = typeof file?.name === 'string' && file.name ? `„${file.name}“` : 'Vybraný soubor';
  return `Toto pole přijímá jen ${list}; ${name} je ${KINDS[mediaKind(file?.mime)].singular}.`;
}

module.exports = { REQUIRED, czechIssueMessage, mediaKind, mediaTypeMessage };
