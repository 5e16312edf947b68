import { BRANCH_DIRECTORY_BLOCKS, withBranchDirectory } from '@insurance-web/branch-map';
import type { Page } from './page';

/*
 * The branch directory (branch-map's `branchDirectoryContent`): every branch once, with its
 * contacts, address, opening hours, departments and busy hours. Editors edit a branch there once
 * (Strapi's single type `branch-directory`, or `branches.json` beside the pages); the content
 * source puts its branches into each section of a branch block, whose own fields are only its
 * heading and perex. So /pobocky, /kontakty and their JSON-LD state the same facts.
 */

/** The directory's branches as its source holds them (`{ data: { branches } }`); none when it has none. */
export function directoryBranches(body: unknown): readonly unknown[] {
  const data = (body as { data?: { branches?: unknown } | null } | null)?.data;
  return Array.isArray(data?.branches) ? data.branches : [];
}

/** Whether a page shows branches, so that a source reads the directory only for such a page. */
export function showsBranches(page: Page): boolean {
  return page.sections.some((section) =>
    (BRANCH_DIRECTORY_BLOCKS as readonly string[]).includes(section.__component),
  );
}

/** The page with the directory's branches in every branch block's section (the same page when it has none). */
export function withBranches(page: Page, branches: readonly unknown[]): Page {
  if (!showsBranches(page)) return page;
  return { ...page, sections: page.sections.map((section) => withBranchDirectory(section, branches)) };
}

/**
 * `withBranches`, once per list of sections and directory: a source hands out the same sections
 * while it keeps a page, and the host resolves each section once per object (src/sections/resolved.ts).
 */
export function branchesMemo(): (page: Page, branches: readonly unknown[]) => Page {
  const done = new WeakMap<object, { branches: readonly unknown[]; sections: Page['sections'] }>();
  return (page, branches) => {
    if (!showsBranches(page)) return page;
    let hit = done.get(page.sections);
    if (!hit || hit.branches !== branches) {
      hit = { branches, sections: withBranches(page, branches).sections };
      done.set(page.sections, hit);
    }
    return { ...page, sections: hit.sections };
  };
}
