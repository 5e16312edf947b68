import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyDialogButton, type LazyDialogButtonProps, type LazyDialogControl } from './LazyDialogButton.js';
import { createModuleLoader } from './moduleLoader.js';

type Dialog = ComponentType<LazyDialogControl>;
const loader = createModuleLoader<Dialog>(async () => () => null);

/** The props but its label, which goes in as React passes children. */
function props(fallbackHref?: string): Omit<LazyDialogButtonProps<Dialog>, 'children'> {
  return { loader, render: () => null, title: 'Zavolejte mi', fallbackHref };
}

function serverHtml(fallbackHref?: string): string {
  return renderToStaticMarkup(
    createElement(
      LazyDialogButton<Dialog>,
      props(fallbackHref) as LazyDialogButtonProps<Dialog>,
      'Zavolejte mi',
    ),
  );
}

describe('LazyDialogButton in the server’s HTML (what a visitor without JavaScript gets)', () => {
  it('is a link that dials the phone, with the button’s look and no button role', () => {
    const html = serverHtml('tel:+420800100200');
    expect(html).toMatch(
      /^<a href="tel:\+420800100200" class="[^"]*rounded-full[^"]*" data-hydrates-as-button="">/,
    );
    expect(html).not.toContain('role=');
    expect(html).not.toContain('aria-haspopup');
    expect(html).not.toContain('<button');
  });

  it('is a button without a fallback', () => {
    const html = serverHtml();
    expect(html).toMatch(/^<button type="button"[^>]* aria-haspopup="dialog"/);
    expect(html).not.toContain('<a ');
  });
});
