import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { demoNotes, releaseNotesAnswer, releaseNotesFixtures } from './fixtures.js';
import { ReleaseNotes } from './ReleaseNotes.js';
import { releaseNotesBlock } from './releaseNotesBlock.js';
import type { ReleaseNotesProps } from './releaseNotesContent.js';

const props = (data: object) => contentProps<ReleaseNotesProps>(releaseNotesBlock, data);

/** The release notes call on the demo API host (the CMS host falls back to it); any id. */
const NOTES_URL = 'http://localhost:4010/api/strapi/release-notes/:id';

/** Answers page `?page=` of `notes`, `?perPage=` a page, as the sandbox does. */
const pagedNotes = (notes: readonly unknown[] = demoNotes) =>
  http.get(NOTES_URL, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const perPage = Number(query.get('perPage') ?? notes.length);
    const page = Number(query.get('page') ?? 1);
    return HttpResponse.json(releaseNotesAnswer(notes, { page, perPage }));
  });

const meta = {
  title: 'Content sections/ReleaseNotes',
  component: ReleaseNotes,
  args: props(releaseNotesFixtures.full),
  parameters: {
    docs: {
      description: {
        component: `Release notes from the content system (\`blocks.release-notes\`, SPEC §2, §3, §7): the
collection \`originalId\`, \`perPage\` notes a page (default 10, at most 100), an optional heading (else
the collection's own title) and perex. An island: the server renders the loading state (placeholders
the size of the list, \`aria-busy\`), the browser reads the notes through api-client's
\`fetchReleaseNotes\` and validates the answer (Strapi's \`data.attributes.releaseNotes[]\`, each with
\`version\`, \`date\`, \`title\`, \`description\`, \`category.category.name\`, and \`meta.pagination\`).
Categories are labels on each note. \`Načíst další novinky\` asks for the next \`page\` while
\`meta.pagination.pageCount\` says there is one, appends it and moves the focus to its first note.
An empty collection says so; a failure offers \`Zkusit znovu\`. Leaving the page aborts the call.

\`\`\`json
{ "__component": "blocks.release-notes", "originalId": 1, "perPage": 2,
  "heading": "Novinky v mobilní aplikaci" }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof ReleaseNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content system has not answered yet: placeholders, busy, announced. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(NOTES_URL, () => delay('infinite')));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Načítáme novinky…');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** All notes on one page: nothing more to load. */
export const List: Story = {
  args: props({ ...releaseNotesFixtures.full, perPage: 10 }),
  beforeEach({ msw }) {
    msw.use(pagedNotes());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(5);
    await expect(canvas.getAllByRole('list', { name: 'Kategorie' })[0]).toHaveTextContent('Novinka');
    await expect(canvas.getByText('2. 11. 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Načíst další novinky' })).toBeNull();
  },
};

/** Two a page: `Načíst další novinky` appends the next page and moves the focus to its first note. */
export const Paging: Story = {
  beforeEach({ msw }) {
    msw.use(pagedNotes());
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Načíst další novinky' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 3, name: 'Oprava zobrazení zelené karty' })).toHaveFocus(),
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('Načetli jsme 2 další novinky.');
  },
};

/** The collection's own title names the list when the editor gives no heading. */
export const CollectionTitle: Story = {
  args: props(releaseNotesFixtures.minimal),
  beforeEach({ msw }) {
    msw.use(pagedNotes(demoNotes.slice(0, 3)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Novinky v mobilní aplikaci' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: props({ ...releaseNotesFixtures.full, heading: 'Novinky v klientské zóně', perex: null }),
  beforeEach({ msw }) {
    msw.use(pagedNotes([]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Zatím tu nejsou žádné novinky\./)).toBeVisible();
  },
};

/** The content system fails once: the message, then `Zkusit znovu` loads the list. */
export const ErrorThenRetry: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(NOTES_URL, ({ request }) => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 });
        const perPage = Number(new URL(request.url).searchParams.get('perPage'));
        return HttpResponse.json(releaseNotesAnswer(demoNotes, { perPage }));
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Novinky se nám teď nepodařilo načíst.');
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }));
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
  },
};

/** The error state as it stays when the content system is down. */
export const ErrorState: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(NOTES_URL, () => HttpResponse.error()));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
  },
};

/** The next page fails: what is shown stays, with a message and `Zkusit znovu`. */
export const LoadMoreError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(NOTES_URL, ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('page') !== '1') return HttpResponse.error();
        return HttpResponse.json(releaseNotesAnswer(demoNotes, { page: 1, perPage: 2 }));
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Načíst další novinky' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Další novinky se nepodařilo načíst.');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  beforeEach({ msw }) {
    msw.use(pagedNotes());
  },
};

export const LongCzechText: Story = {
  args: props(releaseNotesFixtures.longText),
  beforeEach({ msw }) {
    msw.use(
      pagedNotes([
        {
          id: 1,
          version: '2026.11.0-beta.3+build.20261102',
          date: '2026-11-02',
          title:
            'Nové hlášení pojistné události s fotografiemi, videem a polohou místa nehody přímo z mobilního telefonu',
          description:
            'Ke hlášení škody nyní můžete přiložit až deset fotografií a jedno video.\nPoloha místa nehody se doplní sama, když to povolíte.',
          category: [
            { category: { name: 'Novinka' } },
            { category: { name: 'Hlášení škod a pojistných událostí' } },
          ],
        },
        ...demoNotes,
      ]),
    );
  },
};
