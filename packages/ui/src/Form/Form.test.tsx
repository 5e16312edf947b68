import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { testSiteConfig } from '../../test/siteConfig.js';
import { SiteProvider } from '../SiteProvider/SiteProvider.js';
import { Form } from './Form.js';

const config = testSiteConfig({
  url: 'http://localhost/dotaz',
  noScriptFormUrl: '/formular-bez-javascriptu',
});

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
