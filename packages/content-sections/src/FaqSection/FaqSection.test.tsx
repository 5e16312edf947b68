import {
  type AnalyticsEvent,
  browserNavigation,
  memoryNavigation,
  type NavigationAdapter,
  type SetParamsOptions,
  SiteProvider,
} from '@insurance-web/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { demoSite } from '../../test/site';
import { contentProps } from '../registry/registry';
import { FaqSection } from './FaqSection';
import { faqSectionBlock } from './faqSectionBlock';
import type { FaqSectionProps } from './faqSectionContent';
import { faqSectionFixtures } from './fixtures';

const props = (data: object) => contentProps<FaqSectionProps>(faqSectionBlock, data);
const PAGE = 'http://localhost:6006/caste-dotazy';

/** Memory navigation that also records what the block asked of it. */
function recordingNavigation(url: string) {
  const navigation = memoryNavigation(url);
  const calls: [Record<string, string | null>, SetParamsOptions | undefined][] = [];
  const recording: NavigationAdapter = {
    ...navigation,
    setParams(params, options) {
      calls.push([params, options]);
      navigation.setParams(params, options);
    },
  };
  return { navigation: recording, calls };
}

async function renderSection(data: object, navigation: NavigationAdapter, url = PAGE) {
  const events: AnalyticsEvent[] = [];
  const screen = await render(
    <SiteProvider
      config={{ ...demoSite, url }}
      navigation={navigation}
      analytics={(event) => events.push(event)}
    >
      <FaqSection {...props(data)} />
    </SiteProvider>,
  );
  return { screen, events };
}

describe('FaqSection in the browser', () => {
  it('expands a question in place and sends FAQ once per opening (SPEC §4, §7)', async () => {
    const { screen, events } = await renderSection(faqSectionFixtures.full, memoryNavigation(PAGE));
    const question = screen.getByRole('button', { name: 'Od kdy platí povinné ručení sjednané online?' });
    await expect.element(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect.element(question).toHaveAttribute('aria-expanded', 'true');
    const answerId = question.element().getAttribute('aria-controls') ?? '';
    expect(document.getElementById(answerId)?.textContent).toContain('Zelenou kartu dostanete e\u2011mailem');
    expect(events).toEqual([
      { name: 'FAQ', category: 'Časté dotazy', label: 'Od kdy platí povinné ručení sjednané online?' },
    ]);
    await question.click();
    await expect.element(question).toHaveAttribute('aria-expanded', 'false');
    expect(events).toHaveLength(1);
  });

  it('shows a rich answer with its links when expanded', async () => {
    const { screen } = await renderSection(faqSectionFixtures.full, memoryNavigation(`${PAGE}?faq=0&q=1`));
    await screen.getByRole('button', { name: 'Jak nahlásit škodu na autě?' }).click();
    await expect
      .element(screen.getByRole('link', { name: 'online' }))
      .toHaveAttribute('href', '/online/hlaseni-skody/');
    await expect.element(screen.getByText('záznam o dopravní nehodě,')).toBeVisible();
  });

  it('expands a question without an answer to say there is none', async () => {
    const { screen } = await renderSection(faqSectionFixtures.full, memoryNavigation(`${PAGE}?faq=1`));
    const question = screen.getByRole('button', { name: 'Mohu si pojistit elektrokoloběžku?' });
    await question.click();
    const answer = document.getElementById(question.element().getAttribute('aria-controls') ?? '');
    expect(answer?.textContent).toBe('Odpověď není k dispozici.');
  });

  it('a group tile changes the URL in place as a new history entry, and the view follows', async () => {
    const { navigation, calls } = recordingNavigation(PAGE);
    const { screen } = await renderSection(faqSectionFixtures.full, navigation);
    const tile = screen.getByRole('link', { name: 'Majetek a domácnost' });
    await expect.element(tile).not.toHaveAttribute('aria-current');
    await tile.click();
    expect(calls).toEqual([[{ faq: '1', q: null }, undefined]]);
    expect(navigation.href()).toBe(`${PAGE}?faq=1`);
    await expect.element(tile).toHaveAttribute('aria-current', 'true');
    await expect.element(screen.getByRole('heading', { name: 'Majetek a domácnost' })).toBeVisible();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Zobrazeny dotazy: Majetek a domácnost – Sjednání');

    await screen.getByRole('link', { name: 'Škody' }).click();
    expect(calls[1]).toEqual([{ faq: '1', q: '1' }, undefined]);
    await expect
      .element(screen.getByRole('button', { name: 'Vytopil mě soused. Co mám dělat?' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Zobrazeny dotazy: Majetek a domácnost – Škody');
  });

  it('starts a new view collapsed', async () => {
    const { screen } = await renderSection(faqSectionFixtures.full, memoryNavigation(PAGE));
    const question = screen.getByRole('button', { name: 'Od kdy platí povinné ručení sjednané online?' });
    await question.click();
    await screen.getByRole('link', { name: 'Pojistná událost' }).click();
    await screen.getByRole('link', { name: 'Sjednání' }).click();
    await expect.element(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', async () => {
    const { navigation, calls } = recordingNavigation(PAGE);
    const { screen } = await renderSection(faqSectionFixtures.full, navigation);
    const tile = screen.getByRole('link', { name: 'Cestovní pojištění' });
    // Keep the test page where it is: the browser's own handling is what would open the tab.
    tile.element().addEventListener('click', (event) => event.preventDefault(), { once: true });
    await tile.click({ modifiers: ['ControlOrMeta'] });
    expect(calls).toEqual([]);
  });

  describe('with the real address bar', () => {
    const start = window.location.href;
    afterEach(() => window.history.replaceState(null, '', start));

    it('follows back and forward', async () => {
      window.history.replaceState(null, '', '/caste-dotazy');
      const { screen } = await renderSection(faqSectionFixtures.full, browserNavigation());
      await screen.getByRole('link', { name: 'Cestovní pojištění' }).click();
      expect(new URL(window.location.href).search).toBe('?faq=2');
      await expect
        .element(screen.getByRole('button', { name: 'Kryje cestovní pojištění i zimní sporty?' }))
        .toBeVisible();
      window.history.back();
      await expect
        .element(screen.getByRole('button', { name: 'Od kdy platí povinné ručení sjednané online?' }))
        .toBeVisible();
      await expect
        .element(screen.getByRole('link', { name: 'Pojištění vozidel' }))
        .toHaveAttribute('aria-current', 'true');
      window.history.forward();
      await expect
        .element(screen.getByRole('link', { name: 'Cestovní pojištění' }))
        .toHaveAttribute('aria-current', 'true');
    });
  });

  describe('the modal variant', () => {
    it('opens the answer in a dialog titled with the question, closes with Escape and returns focus', async () => {
      const { screen, events } = await renderSection(faqSectionFixtures.modal, memoryNavigation(PAGE));
      const question = screen.getByRole('button', { name: 'Jak dlouho trvá vyřízení škody?' });
      await expect.element(question).toHaveAttribute('aria-haspopup', 'dialog');
      question.element().focus();
      await userEvent.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: 'Jak dlouho trvá vyřízení škody?' });
      await expect.element(dialog).toBeVisible();
      await expect.element(dialog).toMatchTextContent(/do 5 pracovních dnů/);
      expect(events).toEqual([
        { name: 'FAQ', category: 'Časté dotazy', label: 'Jak dlouho trvá vyřízení škody?' },
      ]);
      await userEvent.keyboard('{Escape}');
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.element(question).toHaveFocus();
      expect(events).toHaveLength(1);
    });

    it('says there is no answer in the dialog of a question without one', async () => {
      const { screen } = await renderSection(faqSectionFixtures.modal, memoryNavigation(PAGE));
      await screen.getByRole('button', { name: 'Dostanu náhradní vozidlo?' }).click();
      await expect
        .element(screen.getByRole('dialog', { name: 'Dostanu náhradní vozidlo?' }))
        .toMatchTextContent('Odpověď není k dispozici.');
      await userEvent.keyboard('{Escape}');
    });
  });
});
