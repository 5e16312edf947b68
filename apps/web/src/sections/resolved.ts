import { type ResolvedSection, resolveSection } from '@insurance-web/ui';
import { registry } from './registry';

/**
 * Each section's schema step (resolveSection with the site's registry), once per section object.
 * The content source hands out the same objects for as long as it keeps a page: the embedded pages
 * for the whole run, Strapi's for its cache time (src/content/source.ts). Resolving parses and
 * cleans the section's content (Markdown and HTML to rich text, sanitised), which is the same every
 * time: on /caste-dotazy, whose FAQ answers are Markdown, it was a fifth of the page's CPU time.
 * Nothing mutates a resolved section; a page that is dropped takes its entries with it (WeakMap).
 */
const resolved = new WeakMap<object, ResolvedSection>();

export function resolveOnce(section: unknown): ResolvedSection {
  if (typeof section !== 'object' || section === null) return resolveSection(registry, section);
  let result = resolved.get(section);
  if (!result) {
    result = resolveSection(registry, section);
    resolved.set(section, result);
  }
  return result;
}
