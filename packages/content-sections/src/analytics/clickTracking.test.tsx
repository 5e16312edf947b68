import type { AnalyticsEvent } from '@insurance-web/ui';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Cta } from '../Cta/Cta';
import { trackClicks } from './clickTracking';

function renderLinks() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <>
      <Cta
        button={{ text: 'Zjistit cenu', url: '#cena', style: 'primary', openInNewTab: false }}
        category="Hero"
      />
      <a href="#jinam">Neměřený odkaz</a>
    </>,
  );
  return { container, root };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('trackClicks in a real browser', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('sends the CTA event of a tracked link, also when the click lands on an element inside it', async () => {
    const { container, root } = renderLinks();
    await settle();
    const events: AnalyticsEvent[] = [];
    const stop = trackClicks(
      (event) => events.push(event),
      () => 'https://www.horizont.example/auto',
    );
    container.querySelector('a[data-analytics-event]')?.append(document.createElement('span'));
    (container.querySelector('a[data-analytics-event] span') as HTMLElement).click();
    (container.querySelector('a[href="#jinam"]') as HTMLElement).click();
    expect(events).toEqual([{ name: 'CTA', category: 'Hero', label: 'Zjistit cenu' }]);
    stop();
    (container.querySelector('a[data-analytics-event]') as HTMLElement).click();
    expect(events).toHaveLength(1);
    root.unmount();
  });

  it('adds Zjistit cenu for a call to action on a price-quote page', async () => {
    const { container, root } = renderLinks();
    await settle();
    const events: AnalyticsEvent[] = [];
    const stop = trackClicks(
      (event) => events.push(event),
      () => 'https://www.horizont.example/havarijko-pro-zdrave-auto',
    );
    (container.querySelector('a[data-analytics-event]') as HTMLElement).click();
    expect(events).toEqual([
      { name: 'CTA', category: 'Hero', label: 'Zjistit cenu' },
      { name: 'Zjistit cenu', category: 'cta', label: 'Zjistit cenu' },
    ]);
    stop();
    root.unmount();
  });
});
