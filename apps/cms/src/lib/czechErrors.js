/**
 * Czech for the English error messages Strapi and its plugins make on the server and the admin
 * shows as they come: under a field (the unique check), in a notification, on the login form (its
 * rate limit, wrong credentials) and in the upload dialog (the size limit). The admin translates
 * only some of them by key, and none under a field, so they are translated where they are made:
 * the answer's `error.message` and each of `error.details.errors[].message`
 * (src/middlewares/czech-errors.js). Messages not listed here pass unchanged.
 */

/** Czech plural of a count: one, few (2–4), other. */
const plural = (count, one, few, other) => (count === 1 ? one : count >= 2 && count <= 4 ? few : other);

/** `[English pattern, Czech text or a function of the match and the error's field path]`. */
const MESSAGES = [
  // The upload plugin's size limit (config/plugins.js), with the file's name and the limit.
  [
    /^(.+) exceeds size limit of (.+)\.$/s,
    (_, file, limit) => `Soubor ${file} je větší než povolených ${limit}.`,
  ],
  // The request size limit of the upload route (the upload plugin's `FileTooBig` has an admin key).
  [/^request entity too large$/i, 'Soubor je příliš velký na nahrání.'],
  // The document service's unique check: on a page's address, the message names it.
  [
    /^This attribute must be unique$/,
    (_, path) =>
      path === 'slug'
        ? 'Tuto adresu už má jiná stránka. Zvolte jinou.'
        : 'Tuto hodnotu už má jiný záznam. Zadejte jinou.',
  ],
  // The login's rate limit (@strapi/admin's koa2-ratelimit: 5 tries of one address in 5 minutes).
  [/^Too many requests, please try again later\.$/, 'Příliš mnoho pokusů. Zkuste to znovu za několik minut.'],
  [/^Invalid credentials$/, 'Nesprávný e-mail nebo heslo.'],
  [/^User not active$/i, 'Tento účet není aktivní. Obraťte se na správce webu.'],
  // A validation error's summary when it has several (the notification shows it).
  [
    /^(\d+) errors occurred$/,
    (_, count) => `Formulář obsahuje ${count} ${plural(Number(count), 'chybu', 'chyby', 'chyb')}`,
  ],
  [/^Forbidden$/, 'K této akci nemáte oprávnění.'],
];

/** The Czech text of an English message (its field's path joined by dots), or the message itself. */
function czechMessage(message, path) {
  if (typeof message !== 'string') return message;
  for (const [pattern, czech] of MESSAGES) {
    const match = message.match(pattern);
    if (match) return typeof czech === 'function' ? czech(...match, path) : czech;
  }
  return message;
}

/**
 * The error of an answer's body (`{ data, error: { message, details } }`, Strapi's errors
 * middleware's shape) with its messages in Czech; anything else unchanged.
 */
function translateErrorBody(body) {
  const error = body?.error;
  if (!error || typeof error !== 'object') return body;
  const inner = Array.isArray(error.details?.errors) ? error.details.errors : undefined;
  // A single inner error's message is also the summary: translated for the same field.
  const onlyPath = inner?.length === 1 ? inner[0].path?.join('.') : undefined;
  return {
    ...body,
    error: {
      ...error,
      message: czechMessage(error.message, onlyPath),
      ...(inner && {
        details: {
          ...error.details,
          errors: inner.map((item) => ({
            ...item,
            message: czechMessage(item.message, item.path?.join('.')),
          })),
        },
      }),
    },
  };
}

module.exports = { czechMessage, translateErrorBody };
