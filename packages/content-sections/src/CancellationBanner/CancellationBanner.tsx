'use client';

import {
  type CancellationOutcome,
  CHANGE_ALREADY_CANCELLED,
  CONTRACT_ALREADY_CANCELLED,
  cancelChange,
  cancelContract,
  cancellationFailure,
  isAbortError,
  isNetworkError,
  siteApiConfig,
} from '@insurance-web/api-client';
import { Button, createModuleLoader, LazyDialog, telHref, useSite } from '@insurance-web/ui';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BlockSection } from '../layout/BlockSection.js';
import type { CancellationBannerProps } from './cancellationBannerContent.js';
import { useCancellationMessages } from './cancellationMessages.js';
import { type CancellationKind, cancellationKinds, tokenFromUrl } from './cancellationPage.js';

/**
 * `reading`: the server's render and the first one in the browser, before the address bar is read;
 * `ready`: the token is in memory; `missing`: the link came without one; `finished`: the token has
 * been used up (cancelled, or it already was) and is forgotten.
 */
// The server's render starts from the site configuration, which never holds the token's value: a
// host may blank it (`token=`) to say that the address had one, and the server then renders the
// buttons (disabled until the browser has read the token) instead of the "incomplete link" notice.
function initialLinkState(configUrl: string): LinkState {
  try {
    return new URL(configUrl).searchParams.has('token') ? 'reading' : 'missing';
  } catch {
    return 'missing';
  }
}
type LinkState = 'reading' | 'ready' | 'missing' | 'finished';

interface Result {
  kind: CancellationKind;
  outcome: CancellationOutcome;
}

const ALREADY_CANCELLED_CODE: Record<CancellationKind, string> = {
  contract: CONTRACT_ALREADY_CANCELLED,
  change: CHANGE_ALREADY_CANCELLED,
};

const CALLS = { contract: cancelContract, change: cancelChange } as const;

// The result dialog (and the dialog primitives under it) loads with the first click, while the call
// runs. Should its code fail to arrive (a new release deployed meanwhile), ui's lazy-dialog rule: a
// stand-in of the same name still tells the result, says the rest could not be loaded, and retries.
export const resultDialog = createModuleLoader(() =>
  import('./CancellationResultDialog.js').then((module) => module.CancellationResultDialog),
);

/** The result in words, for the stand-in when the result dialog cannot load. */
function ResultText({ kind, outcome }: Result) {
  const t = useCancellationMessages();
  if (outcome === 'done') {
    return (
      <>
        <p>{t.doneText[kind]}</p>
        <p className="mt-2 text-sm text-ink-muted">{t.doneBottom}</p>
      </>
    );
  }
  return <p>{outcome === 'already-cancelled' ? t.alreadyCancelled[kind] : t.failedText}</p>;
}

/**
 * The buttons of a cancellation link's page (SPEC §2 item 10, §4, §8). The token is the link's only
 * credential: the server never sees it in the page's configuration, and the browser reads it once
 * from the address bar, keeps it in memory only and removes it from the address bar at once.
 * Nothing here logs it, reports it or stores it. On any other page the block renders nothing.
 */
export function CancellationBanner({ heading, text }: CancellationBannerProps) {
  const site = useSite();
  const t = useCancellationMessages();
  const kinds = cancellationKinds(site.config.url);
  const active = kinds.length > 0;
  const token = useRef<string | null>(null);
  const [link, setLink] = useState<LinkState>(() => initialLinkState(site.config.url));
  const [busy, setBusy] = useState<CancellationKind | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const call = useRef<AbortController | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  const finishedText = useRef<HTMLParagraphElement>(null);
  const buttons = useRef<Partial<Record<CancellationKind, HTMLButtonElement | null>>>({});

  // A failed call leaves the button there to try again: the focus goes back to it (enabled first),
  // so that the result dialog, which returns the focus to what had it when it opened, returns it to
  // the button and not to the box around it (issue 24).
  const backToButton = (kind: CancellationKind) => {
    flushSync(() => setBusy(null));
    buttons.current[kind]?.focus();
  };

  useEffect(() => {
    if (!active) return;
    const { navigation } = site;
    // Read once: a second run (React's strict mode) finds the address bar already cleaned.
    token.current ??= tokenFromUrl(navigation.href());
    // Out of the address bar at once, without a new history entry: a screenshot, a bookmark or a
    // shared link no longer carries it, and Back does not bring it back.
    if (new URL(navigation.href()).searchParams.has('token')) {
      navigation.setParams({ token: null }, { replace: true });
    }
    const found = token.current ? 'ready' : 'missing';
    setLink((current) => (current === 'reading' || current === 'missing' ? found : current));
  }, [active, site]);

  // A call still running when the block goes away is cancelled.
  useEffect(() => () => call.current?.abort(), []);

  if (!active) return null;
  const primary = kinds[0] as CancellationKind;

  const cancel = async (kind: CancellationKind) => {
    const secret = token.current;
    // One call at a time, even for two clicks before the buttons have re-rendered as disabled.
    if (!secret || call.current) return;
    // The focus waits in the button row while the buttons are disabled; closing the dialog returns it here.
    actions.current?.focus();
    const controller = new AbortController();
    call.current = controller;
    setBusy(kind);
    // Fetched beside the call, so the dialog is there when the answer is.
    resultDialog.load().catch(() => undefined);
    let outcome: CancellationOutcome;
    try {
      await CALLS[kind](siteApiConfig(site.config), secret, { signal: controller.signal });
      outcome = 'done';
    } catch (error) {
      if (isAbortError(error)) return;
      call.current = null;
      if (isNetworkError(error)) {
        backToButton(kind);
        // SPEC §8: a thrown network error is only logged; the visitor can simply try again. No token,
        // no address, no error object (whose message could quote one): a fixed line.
        console.error(`[cancellation-banner] the ${kind} cancellation got no answer (network error)`);
        return;
      }
      outcome = cancellationFailure(error, ALREADY_CANCELLED_CODE[kind]);
    }
    call.current = null;
    if (outcome === 'failed') {
      backToButton(kind);
    } else {
      // Used up: a second click could only answer "already cancelled". The button gives way to the
      // result, which takes the focus (rendered first): the result dialog, stand-in or not, returns
      // it there when it closes, not to the page's body, where the gone button would have left it.
      token.current = null;
      flushSync(() => {
        setBusy(null);
        setLink('finished');
      });
      finishedText.current?.focus();
    }
    setResult({ kind, outcome });
    setDialogOpen(true);
    site.analytics({ name: t.eventName[kind], category: 'Zrušení', label: t.eventLabel[outcome] });
  };

  const finished = result && result.outcome !== 'failed' ? t.finished[result.outcome][result.kind] : null;

  return (
    <BlockSection heading={heading || t.heading[primary]} perex={text || t.text[primary]} width="text">
      <div
        ref={actions}
        tabIndex={-1}
        className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface-muted p-5"
      >
        {link === 'missing' ? (
          <div className="flex flex-col gap-2 text-ink">
            <p>{t.incompleteLink[primary]}</p>
            <p>
              {t.incompleteLinkCall}{' '}
              <a className="font-semibold text-brand underline" href={telHref(site.brand.phone)}>
                {site.brand.phone}
              </a>
              .
            </p>
          </div>
        ) : link === 'finished' ? (
          <p ref={finishedText} tabIndex={-1} className="rounded-sm font-semibold text-ink outline-offset-4">
            {finished}
          </p>
        ) : (
          <div className="flex flex-wrap gap-3" aria-busy={busy ? true : undefined}>
            {kinds.map((kind) => (
              <Button
                key={kind}
                ref={(button) => {
                  buttons.current[kind] = button;
                }}
                loading={busy === kind}
                disabled={link !== 'ready' || busy !== null}
                onClick={() => cancel(kind)}
              >
                {t.button[kind]}
              </Button>
            ))}
          </div>
        )}
        {link === 'reading' ? (
          <noscript>
            <p className="text-ink">
              {t.noScript}{' '}
              <a className="font-semibold text-brand underline" href={telHref(site.brand.phone)}>
                {site.brand.phone}
              </a>
              .
            </p>
          </noscript>
        ) : null}
        <p role="status" className={busy ? 'text-ink-muted' : 'sr-only'}>
          {busy ? t.busy[busy] : ''}
        </p>
      </div>
      {result ? (
        <LazyDialog
          loader={resultDialog}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          title={result.outcome === 'done' ? t.doneHeading : t.failedHeading}
          outcome={<ResultText {...result} />}
          render={(CancellationResultDialog) => (
            <CancellationResultDialog
              kind={result.kind}
              outcome={result.outcome}
              open={dialogOpen}
              onOpenChange={setDialogOpen}
            />
          )}
        />
      ) : null}
    </BlockSection>
  );
}
