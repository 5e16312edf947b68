import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { testSiteConfig } from '../../test/siteConfig.js';
import { SiteProvider } from '../SiteProvider/SiteProvider.js';
import { useCalculation } from './CalculatorSlot.js';
import { CalculatorUnavailable } from './CalculatorUnavailable.js';
import { clearCalculation, publishCalculation } from './calculation.js';

const config = testSiteConfig({ api: { host: 'http://localhost:4010', environment: 'development' } });

function ShowCalculation({ type }: { type: string }) {
  const calculation = useCalculation(type);
  return <output aria-label={type}>{calculation === null ? 'žádný' : (calculation?.summary ?? '?')}</output>;
}

describe('useCalculation', () => {
  afterEach(() => window.sessionStorage.clear());

  it('follows what a calculator of this tab publishes and clears, for its own type only', async () => {
    const screen = await render(
      <>
        <ShowCalculation type="vehicle" />
        <ShowCalculation type="travel" />
      </>,
    );
    await expect.element(screen.getByLabelText('vehicle')).toHaveTextContent('žádný');
    publishCalculation({
      type: 'vehicle',
      arrangingForm: { calculationId: 'K-1' },
      summary: 'Škoda Octavia: povinné ručení',
      calculatedAt: '2026-11-25T08:30:00.000Z',
    });
    await expect.element(screen.getByLabelText('vehicle')).toHaveTextContent('Škoda Octavia: povinné ručení');
    await expect.element(screen.getByLabelText('travel')).toHaveTextContent('žádný');
    clearCalculation('vehicle');
    await expect.element(screen.getByLabelText('vehicle')).toHaveTextContent('žádný');
  });

  it('reads a calculation published before the block was shown (an earlier page of the tab)', async () => {
    publishCalculation({
      type: 'vehicle',
      arrangingForm: {},
      summary: 'VW Golf',
      calculatedAt: '2026-11-25T08:30:00.000Z',
    });
    const screen = await render(<ShowCalculation type="vehicle" />);
    await expect.element(screen.getByLabelText('vehicle')).toHaveTextContent('VW Golf');
  });
});

describe('CalculatorUnavailable', () => {
  it('says plainly there is no calculator, with the host’s action and the call centre', async () => {
    const screen = await render(
      <SiteProvider config={config}>
        <CalculatorUnavailable headingLevel={3} action={<button type="button">Zavolejte mi</button>} />
      </SiteProvider>,
    );
    await expect
      .element(screen.getByRole('heading', { level: 3, name: 'Online výpočet tu zatím není k dispozici' }))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Zavolejte mi' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Zavolat na +420 800 100 200' }))
      .toHaveAttribute('href', 'tel:+420800100200');
    await expect.element(screen.getByText('(Po–Pá 8–18 h)')).toBeVisible();
    // A region named by its heading.
    await expect
      .element(screen.getByRole('region', { name: 'Online výpočet tu zatím není k dispozici' }))
      .toBeVisible();
  });

  it('speaks English in the English site', async () => {
    const screen = await render(
      <SiteProvider config={{ ...config, locale: 'en' }}>
        <CalculatorUnavailable headingLevel={2} />
      </SiteProvider>,
    );
    await expect
      .element(
        screen.getByRole('heading', { level: 2, name: 'The online calculation is not available here yet' }),
      )
      .toBeVisible();
  });
});
