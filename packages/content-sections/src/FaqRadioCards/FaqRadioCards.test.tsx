import {
  type AnalyticsEvent,
  memoryNavigation,
  type NavigationAdapter,
  type SetParamsOptions,
  SiteProvider,
} from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { demoSite } from '../../test/site';
import { contentProps } from '../registry/registry';
import { FaqRadioCards } from './FaqRadioCards';
import { faqRadioCardsBlock } from './faqRadioCardsBlock';
import type { FaqRadioCardsProps } from './faqRadioCardsContent';
import { faqRadioCardsFixtures } from './fixtures';

const PAGE = 'http://localhost:6006/caste-dotazy';

async function renderCards(url: string) {
  const navigation = memoryNavigation(url);
  const calls: [Record<string, string | null>, SetParamsOptions | undefined][] = [];
  const recording: NavigationAdapter = {
    ...navigation,
    setParams(params, options) {
      calls.push([params, options]);
      navigation.setParams(params, options);
    },
  };
  const events: AnalyticsEvent[] = [];
  const screen = await render(
    <SiteProvider
      config={{ ...demoSite, url }}
      navigation={recording}
      analytics={(event) => events.push(event)}
    >
      <FaqRadioCards {...contentProps<FaqRadioCardsProps>(faqRadioCardsBlock, faqRadioCardsFixtures.full)} />
    </SiteProvider>,
  );
  return { screen, calls, navigation, events };
}

describe('FaqRadioCards in the browser', () => {
  it('checks the card of faq in the URL and shows its questions', async () => {
    const { screen } = await renderCards(`${PAGE}?faq=zmena`);
    await expect.element(screen.getByRole('radio', { name: 'Chci změnit smlouvu' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Stala se mi škoda' })).not.toBeChecked();
    await expect
      .element(screen.getByRole('radio', { name: 'Chci změnit smlouvu' }))
      .toHaveAccessibleDescription('Adresa, platby, vozidlo nebo zrušení.');
    await expect
      .element(screen.getByRole('button', { name: 'Jak zruším pojištění po prodeji auta?' }))
      .toBeVisible();
  });

  it('choosing a card sets faq to its type, replacing the history entry, and its questions follow', async () => {
    const { screen, calls, navigation, events } = await renderCards(PAGE);
    await expect
      .element(screen.getByText('Vyberte téma a zobrazí se odpovědi na nejčastější dotazy.'))
      .toBeVisible();
    await screen.getByText('Stala se mi škoda').click();
    expect(calls).toEqual([[{ faq: 'skoda' }, { replace: true }]]);
    expect(navigation.href()).toBe(`${PAGE}?faq=skoda`);
    await expect.element(screen.getByRole('radio', { name: 'Stala se mi škoda' })).toBeChecked();
    await expect
      .element(screen.getByRole('heading', { name: 'Časté dotazy: Stala se mi škoda' }))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Do kdy musím škodu nahlásit?' }).click();
    expect(events).toEqual([
      { name: 'FAQ', category: 'Časté dotazy', label: 'Do kdy musím škodu nahlásit?' },
    ]);
  });

  it('moves the choice with the arrow keys, as a radio group does', async () => {
    const { screen, navigation } = await renderCards(`${PAGE}?faq=sjednani`);
    screen.getByRole('radio', { name: 'Chci se pojistit' }).element().focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: 'Stala se mi škoda' })).toBeChecked();
    expect(navigation.href()).toBe(`${PAGE}?faq=skoda`);
  });

  it('follows the URL when something else changes faq', async () => {
    const { screen, navigation } = await renderCards(PAGE);
    navigation.setParams({ faq: 'zmena' });
    await expect.element(screen.getByRole('radio', { name: 'Chci změnit smlouvu' })).toBeChecked();
    navigation.setParams({ faq: '1' });
    await expect.element(screen.getByRole('radio', { name: 'Chci změnit smlouvu' })).not.toBeChecked();
  });
});
