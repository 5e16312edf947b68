import { useLocale } from '@insurance-web/ui';
import { leadFormMessages } from './messages.js';

/**
 * What a lead form says while the browser is offline and the lead waits in the tab (issue 25): it
 * is sent by itself once the connection is back. An alert, so that a screen reader says it at once:
 * the visitor pressed "send" and nothing was sent. `announce={false}` inside a form's own alert region.
 */
export function OfflineNotice({ announce = true }: { announce?: boolean }) {
  const t = leadFormMessages[useLocale()];
  return (
    <div
      role={announce ? 'alert' : undefined}
      className="mt-5 rounded-field border-2 border-line-strong bg-surface-muted p-4"
    >
      <p className="font-semibold">{t.offlineHeading}</p>
      <p>{t.offlineText}</p>
    </div>
  );
}
