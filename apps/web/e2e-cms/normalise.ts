/**
 * The server HTML of a page's sections (`<main>`), with what legitimately differs between the site
 * on the embedded JSON and the site on Strapi made equal:
 * - media: Strapi renames every upload (`/uploads/hero_rodina_<hash>.jpg` for `/images/hero-rodina.jpg`,
 *   a PDF of `/dokumenty/…`), in plain URLs and in the site's resizing endpoint (`/_image?href=…`), both
 *   become `MEDIA(hero_rodina.jpg)`;
 * - the CMS's origin, handed to the islands as configuration (`mediaOrigin`), not content;
 * - Astro's island ids (`uid`) and React id prefixes (`prefix`), which count the islands of a render.
 * Anything else that differs is a difference in content: a field lost or changed on the way through Strapi.
 */
export function sectionsHtml(html: string): string {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html);
  return match?.[1] ?? `(no <main>) ${html.slice(0, 200)}`;
}

/** Strapi's file name for an upload: every run of other characters becomes one `_`. */
const strapiName = (base: string) => base.replace(/[^A-Za-z0-9]+/g, '_');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/:]/g, '\\$&');

export function normalise(html: string, cmsOrigin: string): string {
  const origin = escapeRegExp(cmsOrigin);
  const encodedOrigin = escapeRegExp(encodeURIComponent(cmsOrigin));
  const media = (name: string, ext: string) => `MEDIA(${name}${ext})`;
  return html
    .replace(new RegExp(`${origin}/uploads/([A-Za-z0-9_]+?)_[0-9a-f]{10}(\\.\\w+)`, 'g'), (_, n, ext) =>
      media(n, ext),
    )
    .replace(
      new RegExp(`${encodedOrigin}%2Fuploads%2F([A-Za-z0-9_]+?)_[0-9a-f]{10}(\\.\\w+)`, 'g'),
      (_, n, ext) => media(n, ext),
    )
    .replace(/\/(?:images|media|dokumenty)\/([\w.-]+?)(\.\w+)(?=["&?\s,)]|%22|&quot;)/g, (_, n, ext) =>
      media(strapiName(n), ext),
    )
    .replace(/%2F(?:images|media|dokumenty)%2F([\w.-]+?)(\.\w+)(?=&|")/g, (_, n, ext) =>
      media(strapiName(n), ext),
    )
    .replace(/,&quot;mediaOrigin&quot;:\[0,&quot;[^&]*&quot;\]/g, '')
    .replace(/ uid="[^"]*"/g, ' uid=""')
    .replace(/ prefix="r\d+"/g, ' prefix="r"');
}

/** Where two normalised texts part, with some context on each side, for a readable failure. */
export function firstDifference(json: string, strapi: string): string {
  let at = 0;
  while (at < json.length && json[at] === strapi[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 160), at + 240).replace(/\s+/g, ' ');
  return `first difference at character ${at}:\n  JSON:   …${around(json)}\n  Strapi: …${around(strapi)}`;
}
