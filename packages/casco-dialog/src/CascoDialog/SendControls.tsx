import { ConsentFields, OfflineNotice } from '@insurance-web/callback-forms/leadForm';
import { Button, useLocale } from '@insurance-web/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { cascoMessages } from '../messages.js';

export interface SendControlsProps {
  // biome-ignore lint/suspicious/noExplicitAny: both tabs' forms, each with the marketing consent
  register: UseFormRegister<any>;
  errors: FieldErrors<{ marketingAgreement?: boolean }>;
  sending: boolean;
  /** The lead waits for the browser to be back online (issue 25): the notice under the button says so. */
  offline: boolean;
}

/**
 * The end of both tabs' forms: the optional marketing consent, what the data sent are used for (the
 * call always sends `termsAgreement: true`), and the submit button, busy while the call is on its way;
 * under it, while the browser is offline, the notice that the lead will go once it is back.
 */
export function SendControls({ register, errors, sending, offline }: SendControlsProps) {
  const t = cascoMessages[useLocale()];
  return (
    <>
      {/* No personal-data box: the call states it (`termsAgreement: true`), the notice below says so. */}
      <ConsentFields register={register} errors={errors} marketing="marketingAgreement" />
      <p className="text-sm text-ink-muted">{t.privacyNotice}</p>
      <Button type="submit" loading={sending} className="self-start">
        {t.submit}
      </Button>
      {offline ? <OfflineNotice /> : null}
    </>
  );
}
