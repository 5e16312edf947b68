'use client';

import { useEffect, useRef, useState } from 'react';
import { BlockSection } from '../layout/BlockSection.js';
import type { IframeProps } from './iframeContent.js';
import {
  IFRAME_DEFAULT_HEIGHT,
  IFRAME_DELAY_MS,
  IFRAME_HEIGHT_REQUEST,
  IFRAME_SANDBOX,
  isFromFrame,
  nextFrameHeight,
} from './iframeResize.js';

/**
 * An embedded page that grows to its content (SPEC §4, §9). It starts 1000 px high; from 1 s after
 * mounting, a message from the framed document itself (its origin and its window, nothing else)
 * carrying a height that differs by more than 300 px sets the height to that number + 100.
 */
/** The schema allows https URLs and paths: a path is a page of this site. */
const isSameSite = (url: string) => url.startsWith('/');

export function Iframe({ heading, perex, title, url }: IframeProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(IFRAME_DEFAULT_HEIGHT);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let listening = false;
    const onMessage = (event: MessageEvent) => {
      // `src` as the browser resolved it, so a path on this site has this page's origin.
      const origin = new URL(element.src).origin;
      if (!listening || !isFromFrame(event, { origin, window: element.contentWindow })) return;
      setHeight((current) => nextFrameHeight(current, event.data) ?? current);
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => {
      listening = true;
      // A page that reported before now was ignored: ask again. The request carries nothing.
      element.contentWindow?.postMessage(IFRAME_HEIGHT_REQUEST, '*');
    }, IFRAME_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, []);

  return (
    <BlockSection heading={heading} perex={perex}>
      <iframe
        ref={frame}
        src={url}
        title={title}
        loading="lazy"
        // A page of this site is trusted, and with scripts and its own origin a same-origin frame could
        // lift any sandbox anyway (Chrome warns of exactly that): only another origin is sandboxed.
        sandbox={isSameSite(url) ? undefined : IFRAME_SANDBOX}
        height={height}
        className="block w-full rounded-card border border-line bg-surface"
      />
    </BlockSection>
  );
}
