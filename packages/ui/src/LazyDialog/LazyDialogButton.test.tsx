import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LazyDialogButton, type LazyDialogControl } from './LazyDialogButton.js';
import { createModuleLoader } from './moduleLoader.js';

function Modal({ open, onOpenChange }: Pick<LazyDialogControl, 'open' | 'onOpenChange'>) {
  return open ? (
    <div role="dialog" aria-label="Formulář">
      <button type="button" onClick={() => onOpenChange(false)}>
        Zavřít
      </button>
    </div>
  ) : null;
}

describe('LazyDialogButton with a phone fallback, once hydrated', () => {
  it('is one button (the same link element) that opens the modal by click, Enter or Space, not the phone', async () => {
    const loader = createModuleLoader(async () => Modal);
    const screen = await render(
      <LazyDialogButton
        loader={loader}
        render={(Loaded, control) => <Loaded {...control} />}
        title="Formulář"
        fallbackHref="tel:+420800100200"
      >
        Zavolejte mi
      </LazyDialogButton>,
    );
    const button = screen.getByRole('button', { name: 'Zavolejte mi' });
    await expect.element(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button.element().tagName).toBe('A');
    expect(screen.container.querySelectorAll('a, button')).toHaveLength(1);
    const before = window.location.href;

    await button.click();
    await expect.element(screen.getByRole('dialog', { name: 'Formulář' })).toBeVisible();
    expect(window.location.href).toBe(before);
    await screen.getByRole('button', { name: 'Zavřít' }).click();

    // The keyboard: Space, which a link alone would not answer, and Enter.
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('dialog', { name: 'Formulář' })).toBeVisible();
    await screen.getByRole('button', { name: 'Zavřít' }).click();
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('dialog', { name: 'Formulář' })).toBeVisible();
    expect(window.location.href).toBe(before);
  });
});
