import { ClaimsLinkBox } from './ClaimsLinkBox.js';
import type { ClaimsLinkProps } from './claimsLinkContent.js';

/** A link to the claim-report request, on pages whose URL contains the claims path (SPEC §2). */
export function ClaimsLink(props: ClaimsLinkProps) {
  return <ClaimsLinkBox {...props} />;
}
