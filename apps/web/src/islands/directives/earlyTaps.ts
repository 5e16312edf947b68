/**
 * A tap on a button of the server's HTML before the code that answers it has arrived is not lost: the
 * page shows the button at once (`Zavolejte mi`, `Pokračovat`, the consent banner's `Přijmout vše`),
 * and a visitor on a slow phone taps it before the code is there, when the button does nothing yet.
 *
 * Until the code has started, a click on a button inside `root` is held (not passed on, nor allowed
 * to submit a form natively), `start` is called at once instead of waiting for its own trigger (idle,
 * scrolling, the first paint), and once it has resolved the same button is clicked again. The code
 * keeps the server's DOM nodes (hydration does), so the repeated click reaches its own handler.
 * Links are left alone: they work without script. All but a link the code turns into a button
 * (`data-hydrates-as-button`: `Zavolejte mi`, a `tel:` link in the server's HTML for a visitor
 * without JavaScript, ui's LazyDialogButton): a visitor with JavaScript gets the form.
 *
 * Returns `start`, called at most once, for the caller's own trigger. If it fails (the code could
 * not be downloaded), the next tap calls it again.
 */
export function holdEarlyTaps(root: HTMLElement, start: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | undefined;
  let held = false;
  const onClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('button, [data-hydrates-as-button]')
        : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    // The first tap is repeated; more taps while the code loads (an impatient double tap) are not.
    if (held) return;
    held = true;
    begin().then(
      () => button.click(),
      () => {
        held = false;
      },
    );
  };
  const begin = () => {
    started ??= start().then(
      () => root.removeEventListener('click', onClick, true),
      (failure: unknown) => {
        started = undefined;
        throw failure;
      },
    );
    return started;
  };
  root.addEventListener('click', onClick, true);
  return begin;
}

/**
 * An island's hydration behind `holdEarlyTaps`: it has started once the block inside has really
 * hydrated (SectionIsland marks the island `data-hydrated`; the block's own code loads after the
 * island's, so Astro's hydration is not yet it).
 */
export function hydrateOnEarlyTap(island: HTMLElement, hydrate: () => Promise<void>): () => Promise<void> {
  return holdEarlyTaps(island, () => hydrate().then(() => blockHydrated(island)));
}

/** Resolves once the island carries `data-hydrated`; never, if the block's code never arrives. */
function blockHydrated(island: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (island.hasAttribute('data-hydrated')) return resolve();
    const observer = new MutationObserver(() => {
      if (!island.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}
