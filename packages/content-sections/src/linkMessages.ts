import { type Locale, useLocale } from '@insurance-web/ui';

/**
 * What a link that opens a new window tells screen readers. In a module of its own, so that an island
 * which needs only this (the hero's call to action beside its call-back button) does not load the
 * texts of every block (messages.ts).
 */
export const opensInNewTabText: Record<Locale, string> = {
  cs: '(otevře se v novém okně)',
  en: '(opens in a new window)',
};

export function useOpensInNewTabText(): string {
  return opensInNewTabText[useLocale()];
}
