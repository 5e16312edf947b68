import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, inSite, renderBlockToHtml } from '../../test/blockContract';
import { demoSite } from '../../test/site';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { type CalculatorProps, CalculatorProvider } from './CalculatorSlot';
import { vehicleQuoteFlowFixtures, vehicleQuoteFlowInvalidFixtures } from './fixtures';
import { VehicleQuoteFlow } from './VehicleQuoteFlow';
import { vehicleQuoteFlowBlock } from './vehicleQuoteFlowBlock';
import type { VehicleQuoteFlowContent } from './vehicleQuoteFlowContent';

const props = (data: object) => contentProps<VehicleQuoteFlowContent>(vehicleQuoteFlowBlock, data);
const atUrl = (url: string) => ({ ...demoSite, url });

/** A registered calculator that only says what it was given. */
const Calculator = ({ type, vehicle }: CalculatorProps) =>
  createElement('p', null, `Kalkulačka ${type}, vozidlo ${vehicle?.plate ?? 'zatím žádné'}`);

describeBlockContract(vehicleQuoteFlowBlock, {
  valid: vehicleQuoteFlowFixtures,
  invalid: {
    calculatorWithSpaces: { data: vehicleQuoteFlowInvalidFixtures.calculatorWithSpaces, path: 'calculator' },
    headingNotText: { data: vehicleQuoteFlowInvalidFixtures.headingNotText, path: 'heading' },
  },
});

describe('VehicleQuoteFlow on the server', () => {
  it('asks for the plate when the address has none (storage is read in the browser)', () => {
    const html = renderBlockToHtml(vehicleQuoteFlowBlock, props(vehicleQuoteFlowFixtures.full));
    expect(html).toContain('Vaše vozidlo');
    expect(html).toMatch(/<label[^>]*>Registrační značka \(SPZ\)/);
    expect(html).toContain('Dohledat vozidlo');
    expect(html).not.toContain('Načítáme údaje o vozidle');
  });

  it('says it is loading the vehicle of spz until the browser has it', () => {
    const html = renderBlockToHtml(
      vehicleQuoteFlowBlock,
      props(vehicleQuoteFlowFixtures.full),
      atUrl('http://localhost/auto/autosjednavac?spz=1AB2345'),
    );
    expect(html).toMatch(/role="status"[^>]*>.*Načítáme údaje o vozidle…/s);
  });

  it('without a registered calculator says so plainly and offers the phone (and the host’s call-back)', () => {
    const html = renderBlockToHtml(vehicleQuoteFlowBlock, props(vehicleQuoteFlowFixtures.full));
    expect(html).toContain('Online výpočet tu zatím není k dispozici');
    expect(html).toContain('href="tel:+420800100200"');
    expect(html).toContain('Zavolat na +420 800 100 200');
    // Under the block's heading (h2) the panels are h3.
    expect(html).toMatch(/<h3[^>]*>Online výpočet/);
    const withAction = renderToString(
      inSite(
        createElement(VehicleQuoteFlow, {
          ...props(vehicleQuoteFlowFixtures.minimal),
          callbackAction: createElement('button', { type: 'button' }, 'Zavolejte mi'),
        }),
      ),
    );
    expect(withAction).toContain('Zavolejte mi');
    expect(withAction).toMatch(/<h2[^>]*>Online výpočet/);
  });

  it('renders the calculator registered for its type instead of the notice', () => {
    const html = renderToString(
      inSite(
        createElement(
          CalculatorProvider,
          { calculators: { vehicle: Calculator } },
          createElement(VehicleQuoteFlow, props(vehicleQuoteFlowFixtures.full)),
        ),
      ),
    );
    expect(html).toContain('Kalkulačka vehicle, vozidlo zatím žádné');
    expect(html).not.toContain('Online výpočet tu zatím není k dispozici');
  });

  it('is always an island, with a loader', async () => {
    expect(vehicleQuoteFlowBlock.island?.(props(vehicleQuoteFlowFixtures.minimal))).toBe(true);
    expect(await contentSectionIslands['blocks.vehicle-quote-flow']?.()).toBe(
      vehicleQuoteFlowBlock.component,
    );
  });
});
