import { SiteProvider } from '@insurance-web/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { demoSite } from '../../test/site';
import { contentHeight, reportFrameHeight } from './frameHeight';
import { Iframe } from './Iframe';
import { IFRAME_HEIGHT_REQUEST } from './iframeResize';

/**
 * A framed page of this origin: a blob document has its creator's origin. It records what it is sent,
 * and `say` runs code inside it, so a message really comes from the frame's own window.
 */
const FRAMED_PAGE = `<!doctype html><html><body><p>Obsah</p><script>
  window.received = [];
  addEventListener('message', (event) => received.push(event.data));
</script></body></html>`;

let blobUrl = '';

/** The block's one-second timer is faked, so "before 1 s" does not depend on how fast the machine is. */
async function renderFrame() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  blobUrl = URL.createObjectURL(new Blob([FRAMED_PAGE], { type: 'text/html' }));
  const screen = await render(
    <SiteProvider config={demoSite}>
      <Iframe heading="" perex="" title="Průvodce hlášením škody" url={blobUrl} />
    </SiteProvider>,
  );
  const frame = document.querySelector('iframe') as HTMLIFrameElement;
  await until(() =>
    expect((frame.contentWindow as Window & { received?: unknown[] })?.received).toBeDefined(),
  );
  const framed = frame.contentWindow as Window & { received: unknown[]; eval: (code: string) => unknown };
  /** Runs `code` in the framed document (so `parent.postMessage` there has the frame as its source). */
  const say = (code: string) => framed.eval(code);
  const heightOf = () => Number(frame.getAttribute('height'));
  /** One second after mounting: the block starts listening and asks the frame. */
  const oneSecondLater = async () => {
    vi.advanceTimersByTime(1000);
    await until(() => expect(framed.received).toContain(IFRAME_HEIGHT_REQUEST));
  };
  return { screen, frame, framed, say, heightOf, oneSecondLater };
}

/** Messages the page itself received, to know one has arrived before asserting it changed nothing. */
function recordMessages() {
  const seen: unknown[] = [];
  window.addEventListener('message', (event) => seen.push(event.data));
  return seen;
}

/** Adds a frame to the page and waits for its own document (not the initial about:blank). */
function appendLoaded(frame: HTMLIFrameElement): Promise<unknown> {
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  return loaded;
}

// Real timers, taken before any test fakes them (expect.poll would advance fake ones while it waits).
const realSetTimeout = globalThis.setTimeout;
const pause = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/** Waits, in real time, until `check` stops throwing. */
async function until(check: () => void, timeout = 3000): Promise<void> {
  const end = performance.now() + timeout;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > end) throw error;
      await pause(20);
    }
  }
}

describe('Iframe in the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
    URL.revokeObjectURL(blobUrl);
  });

  it('applies the frame’s height only after 1 s, only beyond 300 px of difference, plus 100', async () => {
    const seen = recordMessages();
    const { say, heightOf, framed, oneSecondLater } = await renderFrame();
    expect(heightOf()).toBe(1000);

    // Before the first second: ignored, although it comes from the frame itself.
    vi.advanceTimersByTime(999);
    say('parent.postMessage(2000, location.origin)');
    await until(() => expect(seen).toContain(2000));
    expect(heightOf()).toBe(1000);
    expect(framed.received).toEqual([]);

    // At one second the block asks the frame again.
    await oneSecondLater();
    say('parent.postMessage(2000, location.origin)');
    await until(() => expect(heightOf()).toBe(2100));

    // Within 300 px of the current height: no change.
    say('parent.postMessage(2400, location.origin)');
    say('parent.postMessage(1800, location.origin)');
    await until(() => expect(seen.filter((data) => data === 1800)).toHaveLength(1));
    expect(heightOf()).toBe(2100);

    // The object form, and shrinking.
    say('parent.postMessage({ height: 700 }, location.origin)');
    await until(() => expect(heightOf()).toBe(800));
  });

  it('ignores what is not a finite positive number', async () => {
    const seen = recordMessages();
    const { say, heightOf, oneSecondLater } = await renderFrame();
    await oneSecondLater();
    for (const garbage of [
      "'3000'",
      'NaN',
      '-3000',
      'Infinity',
      '{ height: "3000" }',
      '[3000]',
      'null',
      '1e9',
    ]) {
      say(`parent.postMessage(${garbage}, location.origin)`);
    }
    say('parent.postMessage("done", location.origin)');
    await until(() => expect(seen).toContain('done'));
    expect(heightOf()).toBe(1000);
  });

  it('ignores the right number from another window of the same origin', async () => {
    const seen = recordMessages();
    const { heightOf, oneSecondLater } = await renderFrame();
    await oneSecondLater();
    // The page itself, same origin, but not the frame.
    window.postMessage(3000, window.location.origin);
    // Another frame of the same origin.
    const other = document.createElement('iframe');
    other.srcdoc = '<p>jiný rám</p>';
    await appendLoaded(other);
    (other.contentWindow as Window & { eval: (code: string) => unknown }).eval(
      'parent.postMessage(3001, "*")',
    );
    await until(() => expect(seen).toEqual(expect.arrayContaining([3000, 3001])));
    expect(heightOf()).toBe(1000);
    other.remove();
  });

  it('ignores the frame’s window once it shows a document of another origin', async () => {
    const seen = recordMessages();
    const { say, heightOf, frame, oneSecondLater } = await renderFrame();
    await oneSecondLater();
    // The frame navigates to a data: document: same window, opaque origin ("null").
    say(
      `location.href = 'data:text/html,' + encodeURIComponent('<script>parent.postMessage(4000, "*")<\\/script>')`,
    );
    await until(() => expect(seen).toContain(4000));
    expect(frame.contentWindow).not.toBeNull();
    expect(heightOf()).toBe(1000);
  });
});

describe('reportFrameHeight', () => {
  it('posts the framed page’s height to a parent of its own origin, again when asked, and stops', async () => {
    const seen: { data: unknown; origin: string }[] = [];
    const listener = (event: MessageEvent) => seen.push({ data: event.data, origin: event.origin });
    window.addEventListener('message', listener);
    const frame = document.createElement('iframe');
    frame.srcdoc = '<div style="height: 1800px">Obsah</div>';
    frame.style.height = '1000px';
    await appendLoaded(frame);
    const win = frame.contentWindow as Window;
    const stop = reportFrameHeight(win);
    const height = contentHeight(win);
    expect(height).toBeGreaterThanOrEqual(1800);
    await expect.poll(() => seen).toContainEqual({ data: height, origin: window.location.origin });
    // Content that shrinks is reported smaller, below the frame's own height too: the frame can shrink.
    (win.document.querySelector('div') as HTMLElement).style.height = '200px';
    await expect.poll(() => seen.at(-1)?.data).toBeLessThan(300);
    expect(contentHeight(win)).toBeLessThan(frame.clientHeight);
    const before = seen.length;
    win.dispatchEvent(new MessageEvent('message', { data: IFRAME_HEIGHT_REQUEST, source: window }));
    await expect.poll(() => seen.length).toBe(before + 1);
    // A request from anyone but the parent is not answered.
    win.dispatchEvent(new MessageEvent('message', { data: IFRAME_HEIGHT_REQUEST, source: win }));
    stop();
    win.dispatchEvent(new MessageEvent('message', { data: IFRAME_HEIGHT_REQUEST, source: window }));
    await pause(50);
    expect(seen.length).toBe(before + 1);
    window.removeEventListener('message', listener);
    frame.remove();
  });

  it('does nothing in a page that is not framed', () => {
    const stop = reportFrameHeight(window.top as Window);
    expect(stop).toBeTypeOf('function');
    stop();
  });
});
