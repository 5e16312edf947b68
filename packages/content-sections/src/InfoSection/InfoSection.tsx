'use client';

import { CloseIcon, containerClass, InfoIcon, useSite } from '@insurance-web/ui';
import { clsx } from 'clsx';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { RichTextBody } from '../content/richText/RichTextBody.js';
import { dismiss, isDismissed } from './dismissal.js';
import type { InfoSectionColor, InfoSectionProps } from './infoSectionContent.js';
import { useInfoSectionMessages } from './infoSectionMessages.js';
import { isWithinWindow, watchBoundaries } from './noticeWindow.js';

/**
 * Each colour with its text: white on the strong colours (all at least 4.5:1, as in the super
 * banner; violet has no token: #5b2a86 is 9.9:1), ink on white. Links in CMS text take the text
 * colour there, since the rich text's brand-blue links would vanish on blue.
 */
const COLORS: Record<InfoSectionColor, string> = {
  oranzova: 'bg-accent text-on-brand',
  zelena: 'bg-success text-on-brand',
  fialova: 'bg-[#5b2a86] text-on-brand',
  modra: 'bg-brand text-on-brand',
  bila: 'border border-line bg-surface text-ink',
};
const INVERTED_TEXT =
  'text-inherit! [&_a]:text-inherit! [&_a:hover]:text-inherit! [&_blockquote]:border-current!';

/**
 * During hydration React must render what the server rendered. The server decided by its own clock,
 * which the browser cannot repeat, so the hydrating render reads the decision from the marker the
 * server wrote; right after, React re-checks the browser's clock and shows or hides the notice.
 */
function serverDecision(markerId: string): boolean | null {
  if (typeof document === 'undefined') return null;
  const marker = document.getElementById(markerId)?.getAttribute('data-notice');
  return marker === 'visible' ? true : marker === 'hidden' ? false : null;
}

/**
 * A notice from the editors (SPEC §3 info section, §4): shown only inside its window in Europe/Prague,
 * decided on the server for the first paint and again in the browser, and flipped when the window
 * opens or closes while the page is open. `medium` can be closed for the visit; `large` cannot.
 */
export function InfoSection({ id, type, color, content, closable, from, to }: InfoSectionProps) {
  const { clock } = useSite();
  const t = useInfoSectionMessages();
  const markerId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  const now = useCallback(() => clock.now().getTime(), [clock]);
  const subscribe = useCallback(
    (onChange: () => void) => watchBoundaries(now, { from, to }, onChange),
    [now, from, to],
  );
  const inWindow = useSyncExternalStore(
    subscribe,
    () => isWithinWindow(now(), from, to),
    () => serverDecision(markerId) ?? isWithinWindow(now(), from, to),
  );

  // Storage exists in the browser only, so the server (and hydration) always render it open.
  const [closed, setClosed] = useState(false);
  // Closed by the visitor on this page (not restored from the visit's storage): said where it was.
  const [closedHere, setClosedHere] = useState(false);
  useEffect(() => {
    if (closable && isDismissed(id)) setClosed(true);
  }, [closable, id]);

  const close = () => {
    dismiss(id);
    setClosed(true);
    setClosedHere(true);
    // The button is gone: keep the keyboard where the notice was, not at the top of the page.
    wrapper.current?.focus();
  };

  const visible = inWindow && !closed;
  return (
    // Always present, so the browser can add a notice the server left out (a cached page, a window
    // that opened meanwhile), and announced politely when that happens.
    <div
      ref={wrapper}
      id={markerId}
      data-notice={visible ? 'visible' : 'hidden'}
      aria-live="polite"
      tabIndex={-1}
      className="outline-none"
    >
      {closedHere ? <p className="sr-only">{t.closed}</p> : null}
      {visible ? (
        type === 'large' ? (
          <div role="note" aria-label={t.label} className={clsx('py-8', COLORS[color])}>
            <div className={`${containerClass} flex items-start gap-4 text-lg`}>
              <InfoIcon className="mt-0.5 size-7 shrink-0" />
              <RichTextBody
                content={content}
                className={clsx('min-w-0 flex-1', color !== 'bila' && INVERTED_TEXT)}
              />
            </div>
          </div>
        ) : (
          <div className={`${containerClass} py-4`}>
            <div
              role="note"
              aria-label={t.label}
              className={clsx('flex items-start gap-3 rounded-card py-4 ps-4 pe-2', COLORS[color])}
            >
              <InfoIcon className="mt-0.5 size-6 shrink-0" />
              <RichTextBody
                content={content}
                className={clsx('min-w-0 flex-1', color !== 'bila' && INVERTED_TEXT)}
              />
              {closable ? (
                <button
                  type="button"
                  onClick={close}
                  aria-label={t.close}
                  className="-mt-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-field hover:bg-black/10"
                >
                  <CloseIcon className="size-6" />
                </button>
              ) : null}
            </div>
          </div>
        )
      ) : null}
    </div>
  );
}
