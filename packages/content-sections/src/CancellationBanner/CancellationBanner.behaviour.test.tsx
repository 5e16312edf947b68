import { type AnalyticsEvent, memoryNavigation, SiteProvider } from '@insurance-web/ui';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { demoSite } from '../../test/site';
import { CancellationBanner, resultDialog } from './CancellationBanner';
import { CHANGE_PAGE, CONTRACT_PAGE, DEMO_TOKEN } from './fixtures';

const CONTRACT_CALL = 'http://localhost:4010/api/latest/rest/email/onboarding/stop';
const CHANGE_CALL = 'http://localhost:4010/api/latest/rest/insurance/vehicle/revision/cancel';

type Answer = Response | Error | 'hang';

/** `fetch` replaced: each call gets the next answer; the requests are kept for the checks. */
function fakeBackEnd(...answers: Answer[]) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const spy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    requests.push({ url: String(input), init });
    const answer = answers.shift() ?? new Response('{}');
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { requests, spy };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderBanner(pageUrl: string, { token = DEMO_TOKEN as string | null, strict = false } = {}) {
  const address = new URL(pageUrl);
  address.searchParams.set('utm_source', 'email');
  if (token !== null) address.searchParams.set('token', token);
  const navigation = memoryNavigation(address.toString());
  const events: AnalyticsEvent[] = [];
  // The host's configuration never has the token (apps/web `withoutSecrets`).
  const config = { ...demoSite, url: pageUrl };
  const banner = (
    <SiteProvider config={config} navigation={navigation} analytics={(event) => events.push(event)}>
      <CancellationBanner heading="" text="" />
    </SiteProvider>
  );
  return { navigation, events, screen: render(strict ? <StrictMode>{banner}</StrictMode> : banner) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CancellationBanner in the browser', () => {
  it('takes the token out of the address bar at once and keeps the rest of the address', async () => {
    fakeBackEnd();
    const { navigation, screen } = renderBanner(CONTRACT_PAGE, { strict: true });
    await expect.element((await screen).getByRole('button', { name: 'Zrušit smlouvu' })).toBeEnabled();
    expect(navigation.href()).toBe(`${CONTRACT_PAGE}?utm_source=email`);
    expect(navigation.href()).not.toContain(DEMO_TOKEN);
  });

  it('cancels a contract with the token, buttons disabled and busy while the call runs, then “Hotovo”', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(window, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { events, screen } = renderBanner(CONTRACT_PAGE);
    const view = await screen;
    const button = view.getByRole('button', { name: 'Zrušit smlouvu' });
    await button.click();
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(view.getByRole('status')).toMatchTextContent('Rušíme smlouvu, chvilku strpení…');
    const [url, init] = vi.mocked(window.fetch).mock.calls[0] ?? [];
    expect(new URL(String(url)).origin + new URL(String(url)).pathname).toBe(CONTRACT_CALL);
    expect(new URL(String(url)).searchParams.get('encoded')).toBe(DEMO_TOKEN);
    expect(init).toMatchObject({ method: 'POST', body: '{}', referrerPolicy: 'no-referrer' });

    answer(json(200, { id: 1 }));
    const dialog = view.getByRole('dialog', { name: 'Hotovo' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog)
      .toMatchTextContent('Zrušili jsme pojistnou smlouvu a již k ní nebudete dostávat žádná upozornění.');
    await expect.element(dialog).toMatchTextContent('Stránku můžete nyní zavřít.');
    await dialog.getByRole('button', { name: 'Zavřít' }).first().click();
    // Used up: no button to press again, only what happened.
    await expect
      .element(view.getByText('Pojistnou smlouvu jsme zrušili. Stránku můžete nyní zavřít.'))
      .toBeVisible();
    expect(view.getByRole('button', { name: 'Zrušit smlouvu' }).elements()).toHaveLength(0);
    expect(events).toEqual([{ name: 'Zrušení smlouvy', category: 'Zrušení', label: 'Hotovo' }]);
    expect(JSON.stringify(events)).not.toContain(DEMO_TOKEN);
  });

  it('where a page offers both buttons, both are disabled while either call runs', async () => {
    fakeBackEnd('hang');
    const { screen } = renderBanner('https://www.horizont.example/zruseni-smlouvy/zruseni-zmeny');
    const view = await screen;
    const contract = view.getByRole('button', { name: 'Zrušit smlouvu' });
    const change = view.getByRole('button', { name: 'Zrušit změnu smlouvy' });
    await expect.element(change).toBeEnabled();
    await change.click();
    await expect.element(contract).toBeDisabled();
    await expect.element(change).toBeDisabled();
  });

  it('an already cancelled contract (400 with its code) says so', async () => {
    fakeBackEnd(json(400, { errors: [{ code: 'terminateOnboardingEventNotFound' }] }));
    const { events, screen } = renderBanner(CONTRACT_PAGE);
    const view = await screen;
    await view.getByRole('button', { name: 'Zrušit smlouvu' }).click();
    const dialog = view.getByRole('dialog', { name: 'Chyba při zpracování' });
    await expect.element(dialog).toMatchTextContent('Tato smlouva už je zrušena.');
    expect(events).toEqual([{ name: 'Zrušení smlouvy', category: 'Zrušení', label: 'Už zrušeno' }]);
  });

  it('already cancelled, closed by Escape: the focus is on the result that replaced the button, never the body', async () => {
    fakeBackEnd(json(400, { errors: [{ code: 'terminateOnboardingEventNotFound' }] }));
    const { screen } = renderBanner(CONTRACT_PAGE);
    const view = await screen;
    const button = view.getByRole('button', { name: 'Zrušit smlouvu' });
    await expect.element(button).toBeEnabled();
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = view.getByRole('dialog', { name: 'Chyba při zpracování' });
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    const result = view.getByText('Tato smlouva už je zrušena. Stránku můžete zavřít.');
    await expect.element(result).toHaveFocus();
  });

  it('when the result dialog’s code cannot load, a stand-in still tells the result; the banner stays', async () => {
    fakeBackEnd(json(200, { id: 1 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(resultDialog, 'current').mockReturnValue(undefined);
    vi.spyOn(resultDialog, 'load').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const { screen } = renderBanner(CONTRACT_PAGE);
    const view = await screen;
    await view.getByRole('button', { name: 'Zrušit smlouvu' }).click();
    const standIn = view.getByRole('dialog', { name: 'Hotovo' });
    await expect
      .element(standIn)
      .toMatchTextContent('Zrušili jsme pojistnou smlouvu a již k ní nebudete dostávat žádná upozornění.');
    await expect
      .element(standIn.getByRole('alert'))
      .toMatchTextContent('Okno se nepodařilo načíst celé, ale co je napsáno výše, platí.');
    await expect.element(standIn.getByRole('button', { name: 'Zkusit znovu' })).toHaveFocus();
    await expect
      .element(view.getByText('Pojistnou smlouvu jsme zrušili. Stránku můžete nyní zavřít.'))
      .toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(standIn).not.toBeInTheDocument();
    await expect
      .element(view.getByText('Pojistnou smlouvu jsme zrušili. Stránku můžete nyní zavřít.'))
      .toHaveFocus();
  });

  it('a change: its own call with `encodedKey`, its own texts', async () => {
    const { requests } = fakeBackEnd(json(200, {}), json(400, { errors: ['terminateChangeEventNotFound'] }));
    const { screen } = renderBanner(CHANGE_PAGE);
    const view = await screen;
    await view.getByRole('button', { name: 'Zrušit změnu smlouvy' }).click();
    await expect
      .element(view.getByRole('dialog', { name: 'Hotovo' }))
      .toMatchTextContent(
        'Zrušili jsme změnu pojistné smlouvy a již k ní nebudete dostávat žádná upozornění.',
      );
    const url = new URL(requests[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe(CHANGE_CALL);
    expect(url.searchParams.get('encodedKey')).toBe(DEMO_TOKEN);
  });

  it('an already cancelled change says so', async () => {
    fakeBackEnd(json(400, { errors: ['terminateChangeEventNotFound'] }));
    const { screen } = renderBanner(CHANGE_PAGE);
    const view = await screen;
    await view.getByRole('button', { name: 'Zrušit změnu smlouvy' }).click();
    await expect
      .element(view.getByRole('dialog', { name: 'Chyba při zpracování' }))
      .toMatchTextContent('Tato změna už je zrušena.');
  });

  it('any other failure: the generic message, and the button works again', async () => {
    const { requests } = fakeBackEnd(json(500, { message: 'down' }), json(200, {}));
    const { screen } = renderBanner(CONTRACT_PAGE);
    const view = await screen;
    const button = view.getByRole('button', { name: 'Zrušit smlouvu' });
    await button.click();
    const dialog = view.getByRole('dialog', { name: 'Chyba při zpracování' });
    await expect.element(dialog).toMatchTextContent('Litujeme, ale váš požadavek se nepodařilo dokončit.');
    await dialog.getByRole('button', { name: 'Zavřít' }).first().click();
    await expect.element(button).toBeEnabled();
    await button.click();
    await expect.element(view.getByRole('dialog', { name: 'Hotovo' })).toBeVisible();
    expect(requests).toHaveLength(2);
  });

  it('a network error is only logged, without the token, and the button works again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeBackEnd(new TypeError(`Failed to fetch ${CONTRACT_CALL}?encoded=${DEMO_TOKEN}`));
    const { events, screen } = renderBanner(CONTRACT_PAGE);
    const view = await screen;
    const button = view.getByRole('button', { name: 'Zrušit smlouvu' });
    await button.click();
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    await expect.element(button).toBeEnabled();
    expect(view.getByRole('dialog').elements()).toHaveLength(0);
    expect(JSON.stringify(error.mock.calls)).not.toContain(DEMO_TOKEN);
    expect(String(error.mock.calls[0]?.[0])).toContain('network error');
    expect(events).toEqual([]);
  });

  it('without a token: no button, an explanation with the call centre’s number, and no call', async () => {
    const { spy } = fakeBackEnd();
    const { screen } = renderBanner(CONTRACT_PAGE, { token: null });
    const view = await screen;
    await expect
      .element(
        view.getByText(
          /Odkaz, kterým jste stránku otevřeli, není úplný, a proto z něj smlouvu zrušit nemůžeme/,
        ),
      )
      .toBeVisible();
    await expect
      .element(view.getByRole('link', { name: '+420 800 100 200' }))
      .toHaveAttribute('href', 'tel:+420800100200');
    expect(view.getByRole('button', { name: 'Zrušit smlouvu' }).elements()).toHaveLength(0);
    expect(spy).not.toHaveBeenCalled();
  });

  it('an empty token is no token, and is removed from the address bar too', async () => {
    fakeBackEnd();
    const { navigation, screen } = renderBanner(CHANGE_PAGE, { token: '' });
    await expect.element((await screen).getByText(/změnu smlouvy zrušit nemůžeme/)).toBeVisible();
    expect(new URL(navigation.href()).searchParams.has('token')).toBe(false);
  });

  it('a call still running when the block goes away is aborted', async () => {
    const { requests } = fakeBackEnd('hang');
    const { screen } = renderBanner(CONTRACT_PAGE);
    const view = await screen;
    await view.getByRole('button', { name: 'Zrušit smlouvu' }).click();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await view.unmount();
    expect(requests[0]?.init?.signal?.aborted).toBe(true);
  });
});
