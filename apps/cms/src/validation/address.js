/**
 * A page's address (`slug`) belongs to one page: two pages of one address would be one URL on the
 * site. Strapi's own `unique` check skips drafts and answers in English ("This attribute must be
 * unique") only at publish; this one runs on every save, draft or not, against every other page in
 * any status, and names the page that has the address, on the Adresa field.
 */

const SLUG = 'slug';

/** `Tuto adresu už má stránka „Časté dotazy“. Zvolte jinou.` */
function duplicateAddressMessage(title) {
  const name = typeof title === 'string' && title.trim() ? `stránka „${title.trim()}“` : 'jiná stránka';
  return `Tuto adresu už má ${name}. Zvolte jinou.`;
}

/**
 * The other page that has `slug` already, or null. `rows` are the stored versions with that slug
 * (`{ documentId, title, publishedAt }`): the page's own versions (its draft and its published one)
 * never count; of another page's versions its draft names it (the title the editor knows from the list).
 */
function duplicateOf(slug, documentId, rows) {
  if (typeof slug !== 'string' || slug === '') return null;
  const others = (rows ?? []).filter((row) => row && row.documentId !== documentId && row.slug === slug);
  if (others.length === 0) return null;
  return others.find((row) => !row.publishedAt) ?? others[0];
}

/**
 * The errors of a page's address: `find(slug, documentId)` returns the stored versions of other
 * pages with that slug (the database query lives with Strapi, in index.js).
 */
async function addressErrors(page, documentId, find) {
  const slug = page?.[SLUG];
  if (typeof slug !== 'string' || slug === '' || !find) return [];
  const other = duplicateOf(slug, documentId, await find(slug, documentId));
  if (!other) return [];
  return [{ path: [SLUG], message: duplicateAddressMessage(other.title), name: 'ValidationError' }];
}

module.exports = { addressErrors, duplicateAddressMessage, duplicateOf };
