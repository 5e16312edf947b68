'use client';

import type { ReactNode } from 'react';
import { ANALYTICS_EVENTS, analyticsAttributes } from '../analytics/analyticsEvents.js';
import { isExternalUrl } from '../content/safeUrl.js';
import { useBlockMessages } from '../messages.js';

/** The analytics category of the app block's links. */
export const APP_CATEGORY = 'Aplikace';

const badgeClass =
  'inline-flex min-h-12 items-center gap-3 rounded-field bg-ink px-4 py-2 font-semibold text-on-brand hover:bg-brand-strong';

/** A phone, drawn by us: no store's artwork. */
function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none">
      <rect x="6" y="2" width="12" height="20" rx="2.5" stroke="currentColor" strokeWidth="2" />
      <path d="M10 18.5h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A download arrow, drawn by us. */
function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none">
      <path d="M12 3v12m-5-5 5 5 5-5M4 20h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Badge({ url, text, icon }: { url: string; text: string; icon: ReactNode }) {
  return (
    <a
      href={url}
      rel={isExternalUrl(url) ? 'noopener noreferrer' : undefined}
      className={badgeClass}
      {...analyticsAttributes({ name: ANALYTICS_EVENTS.cta, category: APP_CATEGORY, label: text })}
    >
      {icon}
      {text}
    </a>
  );
}

/** Store links as our own simple badges; their names are the visible Czech texts. */
export function StoreBadges({
  appStoreUrl,
  googlePlayUrl,
}: {
  appStoreUrl: string | null;
  googlePlayUrl: string | null;
}) {
  const t = useBlockMessages();
  if (!appStoreUrl && !googlePlayUrl) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {appStoreUrl ? <Badge url={appStoreUrl} text={t.appStoreBadge} icon={<PhoneIcon />} /> : null}
      {googlePlayUrl ? <Badge url={googlePlayUrl} text={t.googlePlayBadge} icon={<DownloadIcon />} /> : null}
    </div>
  );
}
