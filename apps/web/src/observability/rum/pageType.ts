import { isCancellationPage } from '@insurance-web/content-sections';
import type { PageType } from './beacon';

/**
 * A CMS page's type, the label of its RUM metrics (beacon.ts): from its address only for the home
 * page and the cancellation links' pages, else from the kind of its blocks (their component's
 * namespace: `forms.callback` is a form). A closed list, so an editor's new page adds no series.
 */
export function cmsPageType(path: string, sections: readonly { __component: string }[]): PageType {
  if (path === '/' || path === '') return 'home';
  if (isCancellationPage(path)) return 'cancellation';
  const kinds = new Set(sections.map((section) => section.__component.split('.')[0]));
  if (kinds.has('forms') || kinds.has('casco')) return 'form';
  if (kinds.has('branches')) return 'branches';
  if (kinds.has('careers')) return 'careers';
  return 'content';
}
