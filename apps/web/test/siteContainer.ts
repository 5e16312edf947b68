import { loadRenderers } from 'astro:container';
import { getContainerRenderer as reactRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer, type AstroContainerOptions } from 'astro/container';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';

/**
 * The container knows only Astro's own directives; the site's (`client:paint-idle`,
 * `client:paint-visible`, added by its integration at build time) are registered here. Tests read
 * the server's HTML, so Astro's idle and visible scripts stand in for their code.
 */
const clientDirectives = new Map([
  ['load', loadDirective],
  ['idle', idleDirective],
  ['visible', visibleDirective],
  ['paint-idle', idleDirective],
  ['paint-visible', visibleDirective],
]);

/** An Astro container that renders the site's pages and sections as the built server does. */
export async function siteContainer(astroConfig: AstroContainerOptions['astroConfig'] = {}) {
  const renderers = await loadRenderers([reactRenderer()]);
  return AstroContainer.create({
    renderers,
    astroConfig,
    // Only this field of the manifest is given: the container fills in the rest with its defaults.
    manifest: { clientDirectives } as unknown as NonNullable<AstroContainerOptions['manifest']>,
  });
}
