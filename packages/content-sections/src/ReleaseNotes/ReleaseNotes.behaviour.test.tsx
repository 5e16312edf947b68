import { SiteProvider } from '@insurance-web/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { demoSite } from '../../test/site';
import { demoNotes, releaseNotesAnswer } from './fixtures';
import { ReleaseNotes } from './ReleaseNotes';

const NOTES_PATH = 'http://localhost:4010/api/strapi/release-notes/1';

type Answer = Response | Error | 'hang';

/** `fetch` replaced: each call gets the next answer; the requests are kept for the checks. */
function fakeCms(...answers: Answer[]) {
  const requests: { url: URL; signal: AbortSignal | undefined }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    requests.push({ url: new URL(String(input)), signal: init?.signal ?? undefined });
    const answer = answers.shift() ?? 'hang';
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return requests;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const page = (number: number, perPage = 2) =>
  json(200, releaseNotesAnswer(demoNotes, { page: number, perPage }));

function renderNotes(props: { heading?: string; perPage?: number } = {}) {
  return render(
    <SiteProvider config={demoSite}>
      <ReleaseNotes originalId="1" perPage={props.perPage ?? 2} heading={props.heading ?? ''} perex="" />
    </SiteProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReleaseNotes in the browser', () => {
  it('shows the first page: titles, versions, Czech dates, category badges; asks for page 1 of perPage', async () => {
    const requests = fakeCms(page(1));
    const screen = await renderNotes();
    await expect
      .element(screen.getByRole('heading', { level: 2, name: 'Novinky v mobilní aplikaci' }))
      .toBeVisible();
    await expect.poll(() => screen.getByRole('article').elements().length).toBe(2);
    await expect
      .element(screen.getByRole('heading', { level: 3, name: 'Hlášení škody s fotografiemi' }))
      .toBeVisible();
    await expect.element(screen.getByText('Verze 3.4.0')).toBeVisible();
    await expect.element(screen.getByText('2. 11. 2026')).toHaveAttribute('datetime', '2026-11-02');
    await expect
      .element(screen.getByRole('list', { name: 'Kategorie' }).first())
      .toMatchTextContent('Novinka');
    await expect.element(screen.getByText('Vylepšení')).toBeVisible();
    const [first] = requests;
    expect(first?.url.origin + (first?.url.pathname ?? '')).toBe(NOTES_PATH);
    expect(first?.url.searchParams.get('populate[releaseNotes][populate]')).toBe('category.category');
    expect(first?.url.searchParams.get('perPage')).toBe('2');
    expect(first?.url.searchParams.get('page')).toBe('1');
  });

  it('`Načíst další` appends the next page, moves the focus to its first note and says how many came', async () => {
    const requests = fakeCms(page(1), page(2), page(3));
    const screen = await renderNotes();
    const more = screen.getByRole('button', { name: 'Načíst další novinky' });
    await more.click();
    const third = screen.getByRole('heading', { level: 3, name: 'Oprava zobrazení zelené karty' });
    await expect.element(third).toHaveFocus();
    await expect
      .element(screen.getByRole('heading', { level: 3, name: 'Hlášení škody s fotografiemi' }))
      .toBeVisible();
    await expect.element(screen.getByRole('status')).toMatchTextContent('Načetli jsme 2 další novinky.');
    // 22:30 UTC on 30 September is 1 October in Prague.
    await expect.element(screen.getByText('1. 10. 2026')).toBeVisible();
    expect(requests[1]?.url.searchParams.get('page')).toBe('2');
    expect(requests[1]?.url.searchParams.get('perPage')).toBe('2');

    await more.click();
    await expect
      .element(
        screen.getByRole('heading', { level: 3, name: 'Upozornění na konec platnosti technické kontroly' }),
      )
      .toHaveFocus();
    await expect.element(screen.getByRole('status')).toMatchTextContent('Načetli jsme 1 další novinku.');
    // The last page: nothing more to load.
    expect(screen.getByRole('button', { name: 'Načíst další novinky' }).elements()).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 3 }).elements()).toHaveLength(5);
  });

  it('without a heading of its own it is named by the collection’s title', async () => {
    fakeCms(json(200, releaseNotesAnswer(demoNotes.slice(0, 1), { title: 'Novinky na webu' })));
    const screen = await renderNotes({ heading: '' });
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Novinky na webu' })).toBeVisible();
  });

  it('an empty collection says so', async () => {
    fakeCms(json(200, releaseNotesAnswer([])));
    const screen = await renderNotes({ heading: 'Novinky v klientské zóně' });
    await expect.element(screen.getByRole('status')).toMatchTextContent('Zatím tu nejsou žádné novinky.');
    expect(screen.getByRole('button').elements()).toHaveLength(0);
  });

  it('an error, then `Zkusit znovu` loads the list', async () => {
    const requests = fakeCms(json(500, { message: 'down' }), page(1));
    const screen = await renderNotes({ heading: 'Novinky' });
    await expect
      .element(screen.getByRole('alert'))
      .toMatchTextContent('Novinky se nám teď nepodařilo načíst.');
    await screen.getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect
      .element(screen.getByRole('heading', { level: 3, name: 'Rychlejší přihlášení' }))
      .toBeVisible();
    expect(requests).toHaveLength(2);
  });

  it('an answer that is not release notes is an error too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeCms(json(200, { data: [] }));
    const screen = await renderNotes({ heading: 'Novinky' });
    await expect.element(screen.getByRole('alert')).toBeVisible();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a failed next page keeps what is shown and offers to try again', async () => {
    fakeCms(page(1), new TypeError('Failed to fetch'), page(2));
    const screen = await renderNotes({ heading: 'Novinky' });
    await screen.getByRole('button', { name: 'Načíst další novinky' }).click();
    await expect.element(screen.getByRole('alert')).toMatchTextContent('Další novinky se nepodařilo načíst.');
    expect(screen.getByRole('heading', { level: 3 }).elements()).toHaveLength(2);
    await screen.getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect.element(screen.getByRole('heading', { level: 3 }).nth(2)).toHaveFocus();
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
  });

  it('is busy while loading, and aborts what is on its way when it goes away', async () => {
    const requests = fakeCms('hang');
    const screen = await renderNotes({ heading: 'Novinky' });
    await expect.element(screen.getByRole('status')).toMatchTextContent('Načítáme novinky…');
    expect(screen.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.unmount();
    expect(requests[0]?.signal?.aborted).toBe(true);
  });
});
