import sanitize from 'sanitize-html';

/**
 * HTML from the CMS (older fields, or Markdown turned into HTML) through `sanitize-html` with an
 * allowlist: text structure, links and sized images only. No scripts, event handlers, styles,
 * classes, frames, forms or SVG; links only to http(s), mailto and tel (`allowedSchemes`), images
 * only over http(s) or from the site. A link that opens a new tab gets `rel="noopener noreferrer"`.
 * It runs where the content schema runs, on the server: the browser receives clean HTML.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'abbr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's one h1 is its hero.
    h1: 'h2',
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
  // An image without its intrinsic size would shift the page as it loads.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !(/^\d+$/.test(frame.attribs.width ?? '') && /^\d+$/.test(frame.attribs.height ?? '')),
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
