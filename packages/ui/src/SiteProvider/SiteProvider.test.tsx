import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { testSiteConfig } from '../../test/siteConfig.js';
import { Button } from '../Button/Button.js';
import { ErrorDialog } from '../ErrorDialog/ErrorDialog.js';
import { SiteProvider, useQueryParam, useSite } from './SiteProvider.js';
import { browserNavigation, memoryNavigation } from './siteConfig.js';

const config = testSiteConfig({ now: '2026-11-27T16:59:00.000Z' });

function ShowParam({ name }: { name: string }) {
  return <output aria-label={`param ${name}`}>{useQueryParam(name) ?? 'none'}</output>;
}

function SetParam() {
  const { navigation } = useSite();
  return (
    <Button onClick={() => navigation.setParams({ pobocka: 'brno-vinohrady' }, { replace: true })}>
      Brno
    </Button>
  );
}

function ShowNow() {
  return <output aria-label="now">{useSite().clock.now().toISOString()}</output>;
}

describe('SiteProvider', () => {
  const startUrl = window.location.href;
  afterEach(() => window.history.replaceState(null, '', startUrl));

  it('gives blocks the configured clock', async () => {
    const screen = await render(
      <SiteProvider config={config}>
        <ShowNow />
      </SiteProvider>,
    );
    await expect.element(screen.getByLabelText('now')).toHaveTextContent('2026-11-27T16:59:00.000Z');
  });

  it('lets one island change the URL and another island read it (two providers, one page)', async () => {
    const screen = await render(
      <>
        <SiteProvider config={config} navigation={browserNavigation()}>
          <SetParam />
        </SiteProvider>
        <SiteProvider config={config} navigation={browserNavigation()}>
          <ShowParam name="pobocka" />
        </SiteProvider>
      </>,
    );
    await expect.element(screen.getByLabelText('param pobocka')).toHaveTextContent('none');
    await screen.getByRole('button', { name: 'Brno' }).click();
    await expect.element(screen.getByLabelText('param pobocka')).toHaveTextContent('brno-vinohrady');
    expect(new URL(window.location.href).searchParams.get('pobocka')).toBe('brno-vinohrady');
  });

  it('follows the browser back button', async () => {
    window.history.pushState(null, '', '?faq=1');
    window.history.pushState(null, '', '?faq=2');
    const screen = await render(
      <SiteProvider config={config} navigation={browserNavigation()}>
        <ShowParam name="faq" />
      </SiteProvider>,
    );
    await expect.element(screen.getByLabelText('param faq')).toHaveTextContent('2');
    window.history.back();
    await expect.element(screen.getByLabelText('param faq')).toHaveTextContent('1');
  });

  it('reads parameters from memory in stories and on the server', async () => {
    const screen = await render(
      <SiteProvider config={config} navigation={memoryNavigation('http://localhost/?q=3')}>
        <ShowParam name="q" />
      </SiteProvider>,
    );
    await expect.element(screen.getByLabelText('param q')).toHaveTextContent('3');
  });

  it('says clearly when a block is used without it', async () => {
    await expect(render(<ShowNow />)).rejects.toThrow(/SiteProvider/);
  });

  it('is not needed by the primitives themselves: they speak Czech on their own', async () => {
    const screen = await render(<ErrorDialog open onOpenChange={() => {}} />);
    await expect.element(screen.getByRole('dialog', { name: 'Chyba při zpracování' })).toBeVisible();
  });

  it('switches the primitives to English with the locale', async () => {
    const screen = await render(
      <SiteProvider config={{ ...config, locale: 'en' }}>
        <ErrorDialog open onOpenChange={() => {}} />
      </SiteProvider>,
    );
    await expect.element(screen.getByRole('dialog', { name: 'Processing error' })).toBeVisible();
  });
});
