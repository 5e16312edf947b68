import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { useQueryParam, useSite, useUiMessages } from './SiteProvider.js';
import { heroLogo } from './siteConfig.js';

/** What a block sees of the site context: brand, locale, clock and the URL's query parameters. */
function SiteContextInspector() {
  const site = useSite();
  const t = useUiMessages();
  const faq = useQueryParam('faq');
  const logo = heroLogo(site.brand);
  const now = site.clock.now();
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <img src={logo.src} alt={logo.alt} width={240} height={48} />
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Značka</dt>
        <dd>
          {site.brand.name} ({site.brand.variant})
        </dd>
        <dt className="font-semibold">Jazyk</dt>
        <dd>{site.locale}</dd>
        <dt className="font-semibold">Teď (Praha)</dt>
        <dd>
          <time dateTime={now.toISOString()}>
            {now.toLocaleString('cs-CZ', {
              timeZone: 'Europe/Prague',
              dateStyle: 'full',
              timeStyle: 'short',
            })}
          </time>
        </dd>
        <dt className="font-semibold">Parametr faq</dt>
        <dd data-testid="faq-param">{faq ?? '—'}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => site.navigation.setParams({ faq: 'cestovni' })}>
          Zvýraznit cestovní pojištění
        </Button>
        <Button variant="secondary" onClick={() => site.navigation.setParams({ faq: null })}>
          {t.close}
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/SiteProvider',
  component: SiteContextInspector,
} satisfies Meta<typeof SiteContextInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsuranceBrand: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Horizont pojišťovna' })).toBeVisible();
    // The demo clock is fixed: Wednesday 25 November 2026, 9:30 in Prague.
    await expect(canvas.getByText(/středa 25\. listopadu 2026 v?\s?9:30/)).toBeVisible();
  },
};

export const MobilityBrand: Story = {
  globals: { brand: 'mobility' },
  play: async ({ canvas }) => {
    // SPEC §1: the brand variant selects the hero logo.
    await expect(canvas.getByRole('img', { name: 'Horizont Auto' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-brand', 'mobility');
  },
};

export const QueryParameters: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('faq-param')).toHaveTextContent('—');
    await userEvent.click(canvas.getByRole('button', { name: 'Zvýraznit cestovní pojištění' }));
    await expect(canvas.getByTestId('faq-param')).toHaveTextContent('cestovni');
    await userEvent.click(canvas.getByRole('button', { name: 'Zavřít' }));
    await expect(canvas.getByTestId('faq-param')).toHaveTextContent('—');
  },
};

export const English: Story = { globals: { locale: 'en' } };
