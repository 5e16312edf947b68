import { browserNavigation, memoryNavigation, type NavigationAdapter, SiteProvider } from '@insurance-web/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { demoSite } from '../../test/site';
import { contentProps } from '../registry/registry';
import { DynamicSections } from './DynamicSections';
import { dynamicSectionsBlock } from './dynamicSectionsBlock';
import type { DynamicSectionsProps } from './dynamicSectionsContent';
import { dynamicSectionsFixtures } from './fixtures';

const props = contentProps<DynamicSectionsProps>(dynamicSectionsBlock, dynamicSectionsFixtures.full);
const site = { ...demoSite, api: { ...demoSite.api, host: 'https://api.horizont.example' } };

function block(navigation: NavigationAdapter) {
  return (
    <SiteProvider config={{ ...site, url: navigation.href() }} navigation={navigation}>
      <DynamicSections {...props} />
    </SiteProvider>
  );
}

const params = (href: string) => Object.fromEntries(new URL(href).searchParams);

describe('DynamicSections in the browser', () => {
  const startUrl = window.location.href;
  afterEach(() => {
    window.history.replaceState(null, '', startUrl);
  });

  it('switches tabs and sub-sections by writing the URL, without leaving the page', async () => {
    const navigation = memoryNavigation('https://www.horizont.example/ukazka-sekci?utm_source=newsletter');
    const screen = await render(block(navigation));
    await expect.element(screen.getByRole('heading', { name: 'Pojištění auta' })).toBeVisible();

    await screen.getByRole('tab', { name: 'Pro firmy' }).click();
    expect(params(navigation.href())).toEqual({ utm_source: 'newsletter', s: 'pro-firmy' });
    expect(new URL(navigation.href()).hash).toBe('#nabidka');
    await expect.element(screen.getByRole('heading', { name: 'Vozový park' })).toBeVisible();

    await screen.getByRole('link', { name: 'Odpovědnost podnikatele' }).click();
    expect(params(navigation.href())).toEqual({
      utm_source: 'newsletter',
      s: 'pro-firmy',
      ds: 'odpovednost-podnikatele',
    });
    await expect.element(screen.getByRole('heading', { name: 'Odpovědnost podnikatele' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Odpovědnost podnikatele' }))
      .toHaveAttribute('aria-current', 'true');
    // Nothing was navigated to: the block only wrote the URL.
    expect(navigation.visited).toEqual([]);
  });

  it('follows the browser’s back and forward buttons', async () => {
    window.history.replaceState(null, '', '?s=pro-obcany');
    const entries = window.history.length;
    const screen = await render(block(browserNavigation()));
    await screen.getByRole('link', { name: 'Cestovní pojištění' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Cestovní pojištění' })).toBeVisible();
    await screen.getByRole('tab', { name: 'Pro firmy' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Vozový park' })).toBeVisible();
    // One history entry per change (Radix selects a tab on pointer-down and again on focus).
    expect(window.history.length).toBe(entries + 2);

    window.history.back();
    await expect.element(screen.getByRole('heading', { name: 'Cestovní pojištění' })).toBeVisible();
    await expect
      .element(screen.getByRole('tab', { name: 'Pro občany' }))
      .toHaveAttribute('aria-selected', 'true');
    window.history.back();
    await expect.element(screen.getByRole('heading', { name: 'Pojištění auta' })).toBeVisible();
    window.history.forward();
    await expect.element(screen.getByRole('heading', { name: 'Cestovní pojištění' })).toBeVisible();
  });
});
