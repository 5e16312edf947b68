import {
  type AnalyticsEvent,
  fixedClock,
  type MapTiles,
  type ModuleLoader,
  memoryNavigation,
  SiteProvider,
  useSite,
} from '@insurance-web/ui';
import type { Decorator } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useMemo } from 'react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';

/*
 * What every form's stories share: an observable analytics sink, a page address, the dialogs'
 * appearance, and the requests a story answers and records.
 */

/** The analytics sink of the stories that use `withSite`; clear it in `beforeEach`. */
export const analytics = fn<(event: AnalyticsEvent) => void>();

function SiteOverride({
  url,
  now,
  maps,
  children,
}: {
  url?: string | undefined;
  now?: string | undefined;
  maps?: MapTiles | undefined;
  children: ReactNode;
}) {
  const site = useSite();
  const config = useMemo(() => (maps ? { ...site.config, maps } : site.config), [maps, site.config]);
  const navigation = useMemo(() => (url ? memoryNavigation(url) : site.navigation), [url, site.navigation]);
  const clock = useMemo(() => (now ? fixedClock(now) : site.clock), [now, site.clock]);
  return (
    <SiteProvider config={config} navigation={navigation} clock={clock} analytics={analytics}>
      {children}
    </SiteProvider>
  );
}

/**
 * Re-provides the story's site with the observable analytics sink, and a page address, a "now"
 * (an ISO instant) and map tiles if given.
 */
export function withSite(url?: string, now?: string, { maps }: { maps?: MapTiles } = {}): Decorator {
  return (Story) => (
    <SiteOverride url={url} now={now} maps={maps}>
      <Story />
    </SiteOverride>
  );
}

/** The demo API host of the stories (`.storybook/site.ts`). */
export const API = 'http://localhost:4010';

/** A dialog once its opening animation has finished (until then its opacity is 0). */
export async function shownDialog(name: string | RegExp) {
  // A dialog's code loads when it opens; the first story to open one has the test server transform
  // that code while CI builds and runs everything else on two cores (seen at over 5 s): 15 s. Until
  // then ui's stand-in of the same name shows (a native `<dialog>`): the dialog itself is the other.
  const found = await waitFor(
    () => {
      const dialog = screen.getAllByRole('dialog', { name }).find((element) => element.tagName !== 'DIALOG');
      expect(dialog).toBeDefined();
      return dialog as HTMLElement;
    },
    { timeout: 15_000 },
  );
  await waitFor(() => expect(found).toBeVisible());
  return found;
}

/** Closes a status dialog with its text button (not the icon button in the corner) and waits. */
export async function closeDialog(dialog: HTMLElement) {
  const close = within(dialog)
    .getAllByRole('button', { name: 'Zavřít' })
    .find((button) => button.textContent === 'Zavřít');
  await userEvent.click(close as HTMLElement);
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** Records every JSON body POSTed to `url` and answers 200 (after `latencyMs`, if given). */
export function recordPosts(url: string, latencyMs = 0) {
  const bodies: unknown[] = [];
  const handler = http.post(url, async ({ request }) => {
    bodies.push(await request.json());
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return HttpResponse.json({ id: bodies.length, receivedAt: '2026-11-25T08:30:00.000Z' });
  });
  return { handler, bodies };
}

/**
 * Records every JSON body POSTed to `url` and answers 200 only when the story calls `release()`,
 * so a story can look at the sending state (or try a second send) for as long as it needs,
 * however slow the machine. Call `hold()` in `beforeEach` and `release()` before the answer is due.
 */
export function heldPosts(url: string) {
  const bodies: unknown[] = [];
  let open = () => {};
  let gate = Promise.resolve();
  const handler = http.post(url, async ({ request }) => {
    bodies.push(await request.json());
    await gate;
    return HttpResponse.json({ id: bodies.length, receivedAt: '2026-11-25T08:30:00.000Z' });
  });
  return {
    bodies,
    /** Empties `bodies`, closes the gate and returns the handler for `msw.use`. */
    hold() {
      bodies.length = 0;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return handler;
    },
    release: () => open(),
  };
}

/** Answers `url` with the API's 400 naming `fields` (payload names), as the sandbox and the back end do. */
export function rejectFields(url: string, fields: Record<string, string>) {
  return http.post(url, () =>
    HttpResponse.json(
      {
        message: 'Validation failed',
        errors: Object.entries(fields).map(([field, message]) => ({ code: 'custom', field, message })),
        warnings: [],
      },
      { status: 400 },
    ),
  );
}

/** A dropped connection. */
export function dropConnection(url: string) {
  return http.post(url, () => HttpResponse.error());
}

/**
 * A lazily loaded dialog's code that cannot be downloaded (a dropped connection, a release that
 * removed the chunk): the next `failures` downloads through `loader` fail (every one, by default),
 * and until one succeeds the loader has nothing, even if an earlier story loaded it. Each failure is
 * logged by ui as it would be; the log is silenced. For `beforeEach`: returns its cleanup.
 */
export function failingDownloads<T>(loader: ModuleLoader<T>, failures = Number.POSITIVE_INFINITY) {
  const realLoad = loader.load.bind(loader);
  let left = failures;
  let loaded: { value: T } | undefined;
  const load = spyOn(loader, 'load').mockImplementation(async () => {
    if (left > 0) {
      left -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    const value = await realLoad();
    loaded = { value };
    return value;
  });
  const current = spyOn(loader, 'current').mockImplementation(() => loaded?.value);
  const log = spyOn(console, 'error').mockImplementation(() => {});
  return () => {
    load.mockRestore();
    current.mockRestore();
    log.mockRestore();
  };
}
