/**
 * The header's drop-down menus are native `<details>` (SiteHeader.astro): they open and close by
 * their button without script. A menu that lies over the page should also close the way every other
 * menu does, which `<details>` does not: on Escape, with the focus back on its button; on a click or
 * tap outside it; and when the focus moves on past it (the disclosure navigation pattern of the WAI
 * ARIA Authoring Practices). Small and without imports, this is inlined in every page (and hashed
 * for its CSP).
 */
export const MENU_SELECTOR = 'details[data-menu]';

export function closeMenusLikeMenus(root: Document): void {
  const openMenus = () => [...root.querySelectorAll<HTMLDetailsElement>(`${MENU_SELECTOR}[open]`)];

  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const open = openMenus();
    const [first] = open;
    if (!first) return;
    // The menu the focus is in; else the one opened by the pointer (Safari does not focus a summary).
    const current = open.find((menu) => menu.contains(root.activeElement)) ?? first;
    for (const menu of open) menu.open = false;
    current.querySelector('summary')?.focus();
  });

  root.addEventListener('click', (event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of openMenus()) {
      if (!target || !menu.contains(target)) menu.open = false;
    }
  });

  root.addEventListener('focusout', (event) => {
    const menu =
      event.target instanceof Element ? event.target.closest<HTMLDetailsElement>(MENU_SELECTOR) : null;
    const next = event.relatedTarget;
    // No `relatedTarget`: the window lost the focus, or a click on nothing focusable (handled above).
    if (menu?.open && next instanceof Node && !menu.contains(next)) menu.open = false;
  });
}
