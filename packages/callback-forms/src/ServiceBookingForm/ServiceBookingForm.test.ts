import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { callbackFormBlocks } from '../blocks';
import { callbackFormIslands } from '../islands';
import { ServiceBookingForm } from './ServiceBookingForm';
import { serviceBookingFormBlock } from './serviceBookingFormBlock';

describeBlockContract(serviceBookingFormBlock, {
  valid: {
    minimal: {},
    full: { heading: 'Objednejte se do servisu', perex: 'Ozveme se do druhého pracovního dne.' },
    nulls: { heading: null, perex: null },
  },
  invalid: {
    headingNotText: { data: { heading: 42 }, path: 'heading' },
  },
});

describe('forms.service-booking', () => {
  const html = (data: object) =>
    renderBlockToHtml(serviceBookingFormBlock, contentProps(serviceBookingFormBlock, data));

  it('renders the whole form on the server: its default heading, both choices, the phone prefilled', () => {
    const page = html({});
    expect(page).toContain('Objednávka do servisu');
    expect(page).toMatch(/<form novalidate/i);
    expect(page).toContain('value="+420 "');
    expect(page).toContain('<option value="Praha">Praha</option>');
    expect(page).toContain('<option value="Skoda">Škoda</option>');
    // Kia is serviced without the maker's authorisation: the option says so.
    expect(page).toContain('<option value="Kia">Kia (neautorizovaný servis)</option>');
    expect(page).toContain('Autocentra nabídneme, jakmile vyberete lokalitu a značku vozu.');
    expect(page).toContain('Jsem zprostředkovatel');
    // Not a broker by default: the insurance and the identification choice, no identification field yet.
    expect(page).toContain('Pojištění, které u nás máte');
    expect(page).toContain('Podle čeho vás dohledáme');
    expect(page).not.toContain('Název zprostředkovatele');
    expect(page).not.toMatch(/name="personalId"/);
  });

  it('takes the editor’s heading and perex', () => {
    const page = html({ heading: 'Servis pro klienty', perex: 'Pro klienty pojišťovny Horizont.' });
    expect(page).toContain('Servis pro klienty');
    expect(page).toContain('Pro klienty pojišťovny Horizont.');
  });

  it('is one of the package’s blocks and hydrates from its own island loader', async () => {
    expect(callbackFormBlocks).toContain(serviceBookingFormBlock);
    expect(serviceBookingFormBlock.island?.(contentProps(serviceBookingFormBlock, {}))).toBe(true);
    expect(await callbackFormIslands['forms.service-booking']?.()).toBe(ServiceBookingForm);
  });
});
