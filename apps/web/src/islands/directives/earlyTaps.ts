/**
 * A tap on an island's button before the island's code has arrived is not lost: the server's HTML
 * shows the button at once (`Zavolejte mi`, `Pokračovat`), and a visitor on a slow phone taps it
 * before the island has hydrated, when the button does nothing yet.
 *
 * Until the island is hydrated, a click on one of its buttons is held (not passed on, nor allowed to
 * submit a form natively), the island's code is fetched at once instead of waiting for idle or for
 * scrolling, and once the block inside has really hydrated (SectionIsland marks the island
 * `data-hydrated`: the block's own code loads after the island's, so Astro's hydration is not yet
 * it) the same button is clicked again. Hydration keeps the server's DOM nodes, so the repeated
 * click reaches the component's own handler. Links are left alone: they work without script.
 *
 * Returns the island's hydration, started at most once, for the directive's own trigger to call;
 * it resolves once the block has hydrated.
 */
export function hydrateOnEarlyTap(island: HTMLElement, hydrate: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | undefined;
  let held = false;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !island.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    // The first tap is repeated; more taps while the code loads (an impatient double tap) are not.
    if (held) return;
    held = true;
    void start().then(() => button.click());
  };
  const start = () => {
    started ??= hydrate()
      .then(() => blockHydrated(island))
      .finally(() => island.removeEventListener('click', onClick, true));
    return started;
  };
  island.addEventListener('click', onClick, true);
  return start;
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
