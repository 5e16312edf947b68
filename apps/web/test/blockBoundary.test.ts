import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it, vi } from 'vitest';
import BoundaryPage from './fixtures/BoundaryPage.astro';

describe('<BlockBoundary>', () => {
  it('drops a block that throws while rendering, logs it, and renders its neighbours', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = await AstroContainer.create();
    const html = await container.renderToString(BoundaryPage);
    expect(html).toContain('Před blokem.');
    expect(html).toContain('Za blokem.');
    expect(html).not.toContain('Nikdy se nevykreslí.');
    expect(log).toHaveBeenCalledWith(
      '[sections] blocks.throws (section 1) on /test failed to render:',
      expect.objectContaining({ message: 'Blok selhal při vykreslování.' }),
    );
    log.mockRestore();
  });
});
