import { type Clock, SiteProvider, systemClock } from '@insurance-web/ui';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { demoSite } from '../../test/site';
import { contentProps } from '../registry/registry';
import { infoSectionFixtures } from './fixtures';
import { InfoSection } from './InfoSection';
import { infoSectionBlock } from './infoSectionBlock';
import type { InfoSectionProps } from './infoSectionContent';

const props = (data: object) => contentProps<InfoSectionProps>(infoSectionBlock, data);
const clockAt = (instant: string): Clock => ({ now: () => new Date(instant) });

function notice(props: InfoSectionProps, clock: Clock) {
  return (
    <SiteProvider config={demoSite} clock={clock}>
      <InfoSection {...props} />
    </SiteProvider>
  );
}

/** Server HTML made with one clock, hydrated in the browser with another, as a cached page is. */
async function hydrateAcrossClocks(data: InfoSectionProps, serverClock: Clock, browserClock: Clock) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(notice(data, serverClock));
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  const root = hydrateRoot(container, notice(data, browserClock), { onRecoverableError: recoverable });
  return { container, serverHtml, root, recoverable, consoleError };
}

describe('InfoSection in the browser', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('hides after hydration a notice whose window closed after the page was cached, with no hydration error', async () => {
    const data = props(infoSectionFixtures.large);
    const page = await hydrateAcrossClocks(
      data,
      clockAt('2026-11-29T22:59:59.999Z'), // the server: the last moment of 29 Nov in Prague
      clockAt('2026-11-29T23:00:00.000Z'), // the visitor, one millisecond later
    );
    expect(page.serverHtml).toContain('Plánovaná odstávka');
    await expect
      .poll(() => page.container.querySelector('[data-notice]')?.getAttribute('data-notice'))
      .toBe('hidden');
    expect(page.container.textContent).not.toContain('Plánovaná odstávka');
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.consoleError).not.toHaveBeenCalled();
    page.root.unmount();
  });

  it('shows after hydration a notice whose window opened after the page was cached', async () => {
    const data = props(infoSectionFixtures.large);
    const page = await hydrateAcrossClocks(
      data,
      clockAt('2026-11-19T22:59:59.999Z'),
      clockAt('2026-11-19T23:00:00.000Z'), // Prague midnight: 20 Nov has begun
    );
    expect(page.serverHtml).toContain('data-notice="hidden"');
    await expect.poll(() => page.container.textContent).toContain('Plánovaná odstávka');
    expect(page.container.querySelector('[role="note"]')?.getAttribute('aria-label')).toBe('Oznámení');
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.consoleError).not.toHaveBeenCalled();
    page.root.unmount();
  });

  it('appears and disappears while the page is open, when the clock passes each boundary', async () => {
    const now = Date.now();
    const data = {
      ...props(infoSectionFixtures.minimal),
      from: now + 300,
      to: now + 900,
    };
    const screen = await render(notice(data, systemClock));
    const note = screen.getByRole('note', { name: 'Oznámení' });
    await expect.element(note).not.toBeInTheDocument();
    await expect.element(note, { timeout: 2000 }).toBeVisible();
    await expect.element(note, { timeout: 2000 }).not.toBeInTheDocument();
  });

  it('closes a medium notice for the visit: it stays closed when the page is rendered again', async () => {
    const data = props(infoSectionFixtures.medium);
    const clock = clockAt('2026-11-25T08:30:00.000Z');
    const first = await render(notice(data, clock));
    await expect.element(first.getByRole('note', { name: 'Oznámení' })).toBeVisible();
    await first.getByRole('button', { name: 'Zavřít oznámení' }).click();
    await expect.element(first.getByRole('note')).not.toBeInTheDocument();
    // The keyboard stays where the notice was, and a screen reader hears that it was closed.
    expect(document.activeElement?.getAttribute('data-notice')).toBe('hidden');
    expect(document.activeElement?.textContent).toBe('Oznámení jsme zavřeli.');
    expect(Object.keys(sessionStorage)).toEqual([`info-section-closed:${data.id}`]);
    first.unmount();

    const again = await render(notice(data, clock));
    await expect.element(again.getByRole('note')).not.toBeInTheDocument();
    // Closed in an earlier page of the visit: nothing to say.
    expect(again.container.textContent).toBe('');
    again.unmount();

    // A new session (storage empty): the notice is back.
    sessionStorage.clear();
    const later = await render(notice(data, clock));
    await expect.element(later.getByRole('note', { name: 'Oznámení' })).toBeVisible();
  });

  it('closes another notice independently, and still closes when storage is unavailable', async () => {
    const clock = clockAt('2026-11-25T08:30:00.000Z');
    sessionStorage.setItem(`info-section-closed:${props(infoSectionFixtures.medium).id}`, '1');
    const screen = await render(notice(props(infoSectionFixtures.violet), clock));
    await expect.element(screen.getByRole('note')).toBeVisible();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await screen.getByRole('button', { name: 'Zavřít oznámení' }).click();
    await expect.element(screen.getByRole('note')).not.toBeInTheDocument();
  });
});
