import { CallbackButton } from '@insurance-web/callback-forms';
import { VehicleQuoteFlow, type VehicleQuoteFlowContent } from '@insurance-web/content-sections';

/**
 * The quote flow with the call-back form's `Zavolejte mi` in its calculator slot's notice: this site
 * registers no calculator (SPEC.md does not show one), so the visitor is offered a call back instead.
 */
export function VehicleQuoteFlowWithCallback(props: VehicleQuoteFlowContent) {
  return <VehicleQuoteFlow {...props} callbackAction={<CallbackButton />} />;
}
