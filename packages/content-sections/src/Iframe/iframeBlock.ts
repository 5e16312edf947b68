import { defineBlock } from '../registry/defineBlock.js';
import { Iframe } from './Iframe.js';
import { iframeContent } from './iframeContent.js';

export const iframeBlock = defineBlock({
  type: 'blocks.iframe',
  label: 'Vložená stránka (iframe)',
  content: iframeContent,
  component: Iframe,
  // Listening for the framed page's height needs the browser.
  island: () => true,
});
