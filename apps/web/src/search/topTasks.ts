import type { ChromeLink, SiteChrome } from '../content/chrome';

/** The branch finder's page: the third thing people come for, after a claim and a call-back. */
export const BRANCHES_PATH = '/pobocky';

/**
 * What a search that found nothing offers instead: the header's standing actions (report a claim, a
 * call-back; editors keep them in the navigation) and the branch finder, as the menu names it. From
 * the content, so the labels and addresses are the ones the header shows; each once.
 */
export function topTasks(chrome: SiteChrome): ChromeLink[] {
  const branches = chrome.navigation
    .flatMap((group) => group.links)
    .find((link) => link.url.split(/[?#]/)[0] === BRANCHES_PATH);
  const tasks = [...chrome.headerActions, ...(branches ? [branches] : [])];
  return tasks.filter((task, index) => tasks.findIndex((other) => other.url === task.url) === index);
}
