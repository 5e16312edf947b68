import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { SiteProvider } from '../SiteProvider/SiteProvider.js';
import type { SiteConfig } from '../SiteProvider/siteConfig.js';
import { Form } from './Form.js';

const config: SiteConfig = {
  brand: {
    name: 'Horizont',
    slug: 'horizont',
    variant: 'insurance',
    phone: '+420 800 100 200',
    logos: {
      insurance: { src: '/a.svg', alt: 'Horizont pojišťovna', width: 240, height: 48 },
      mobility: { src: '/b.svg', alt: 'Horizont Auto', width: 200, height: 48 },
    },
  },
  locale: 'cs',
  api: { host: 'http://localhost:4010', environment: 'production' },
  url: 'http://localhost/dotaz',
  noScriptFormUrl: '/formular-bez-javascriptu',
};

describe('Form with JavaScript', () => {
  it('leaves sending to its submit handler: the browser navigates nowhere', async () => {
    const sent = vi.fn();
    const screen = await render(
      <SiteProvider config={config}>
        <Form
          aria-label="Dotaz"
          onSubmit={(event) => {
            event.preventDefault();
            sent(new FormData(event.currentTarget).get('email'));
          }}
        >
          <input name="email" aria-label="E-mail" defaultValue="jana@example.cz" />
          <button type="submit">Odeslat</button>
        </Form>
      </SiteProvider>,
    );
    const before = window.location.href;
    await screen.getByRole('button', { name: 'Odeslat' }).click();
    expect(sent).toHaveBeenCalledWith('jana@example.cz');
    expect(window.location.href).toBe(before);
    expect(screen.getByRole('form', { name: 'Dotaz' }).element().getAttribute('method')).toBe('post');
  });
});
