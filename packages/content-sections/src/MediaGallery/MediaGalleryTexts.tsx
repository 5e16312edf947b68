'use client';

import { useBlockMessages } from '../messages.js';

/** `5 min čtení`: a client leaf only for the locale's text. */
export function MediaReadTime({ minutes }: { minutes: number }) {
  return <>{useBlockMessages().mediaReadTime(minutes)}</>;
}

/** Tells screen readers that the card leads to a video (the play icon says it to the eye). */
export function MediaVideoLabel() {
  return <span className="sr-only">{` ${useBlockMessages().mediaVideo}`}</span>;
}
