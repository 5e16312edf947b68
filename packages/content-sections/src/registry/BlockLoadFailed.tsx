'use client';

import { type Locale, useLocale } from '@insurance-web/ui';

export const blockLoadFailedMessages: Record<Locale, string> = {
  cs: 'Tuto část stránky se nepodařilo načíst. Zkontrolujte připojení k internetu a načtěte stránku znovu.',
  en: 'This part of the page could not be loaded. Check your internet connection and reload the page.',
};

/**
 * In place of a block whose code did not download (`<LazySections>`: a dropped connection, a release
 * that replaced the chunk): the visitor learns that something is missing and what to do, and the
 * rest of the page renders.
 */
export function BlockLoadFailed() {
  return <p className="px-4 py-4 text-center text-ink-muted">{blockLoadFailedMessages[useLocale()]}</p>;
}
