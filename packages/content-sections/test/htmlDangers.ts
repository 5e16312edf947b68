import { type ChildNode, type Element, isTag } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { safeImageUrl, safeLinkUrl } from '../src/content/safeUrl.js';

const SAFE_TAGS = new Set([
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
]);

/**
 * What in a piece of HTML could run or load something: a tag outside the allowlist, an event
 * handler, a style attribute, or a link or image address that is not safe. Parsed as a browser
 * would (entities decoded), not matched as text, so harmless words such as `onerror=` in a
 * paragraph are not mistaken for an attribute.
 */
export function htmlDangers(html: string): string[] {
  const dangers: string[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      inspect(node);
      visit(node.children);
    }
  };
  const inspect = (element: Element) => {
    if (!SAFE_TAGS.has(element.name)) dangers.push(`<${element.name}>`);
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name) || name === 'style' || name === 'srcdoc' || name === 'formaction') {
        dangers.push(`${element.name}[${name}]`);
      }
      if (name === 'href' && safeLinkUrl(value) === null) dangers.push(`a[href=${value}]`);
      if (name === 'src' && safeImageUrl(value) === null) dangers.push(`img[src=${value}]`);
    }
  };
  visit(parseDocument(html).children);
  return dangers;
}
