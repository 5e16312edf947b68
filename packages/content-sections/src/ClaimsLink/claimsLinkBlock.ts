import { defineBlock } from '../registry/defineBlock.js';
import { ClaimsLink } from './ClaimsLink.js';
import { claimsLinkContent } from './claimsLinkContent.js';

/**
 * Static: the server decides from the page's URL whether it shows. Its link is tracked; on pages
 * where it does not show, the tracker simply finds nothing to track.
 */
export const claimsLinkBlock = defineBlock({
  type: 'blocks.claims-link',
  label: 'Odkaz na hlášení škody',
  content: claimsLinkContent,
  component: ClaimsLink,
  tracksClicks: () => true,
});
