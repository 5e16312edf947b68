import { memoryNavigation, SiteProvider, useSite } from '@insurance-web/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { type ReactNode, useMemo } from 'react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { failingDownloads, shownDialog } from '../../../../test/storySupport.js';
import { contentProps } from '../registry/registry.js';
import { CancellationBanner, resultDialog } from './CancellationBanner.js';
import { cancellationBannerBlock } from './cancellationBannerBlock.js';
import type { CancellationBannerProps } from './cancellationBannerContent.js';
import {
  CHANGE_PAGE,
  CONTRACT_PAGE,
  cancellationBannerFixtures,
  DEMO_TOKEN,
  OTHER_PAGE,
} from './fixtures.js';

const props = (data: object) => contentProps<CancellationBannerProps>(cancellationBannerBlock, data);
const analytics = fn();

/** The two calls on the demo API host (the product host falls back to it). */
const CONTRACT_CALL = 'http://localhost:4010/api/latest/rest/email/onboarding/stop';
const CHANGE_CALL = 'http://localhost:4010/api/latest/rest/insurance/vehicle/revision/cancel';

/**
 * The page of a link as the visitor opens it: the address bar with the token, the host's
 * configuration with its value blanked (`token=`, apps/web `withoutSecrets`).
 */
function LinkPage({ page, token, children }: { page: string; token: string | null; children: ReactNode }) {
  const site = useSite();
  const configUrl = token === null ? page : `${page}?token=`;
  const navigation = useMemo(() => {
    const address = new URL(page);
    if (token !== null) address.searchParams.set('token', token);
    return memoryNavigation(address.toString());
  }, [page, token]);
  return (
    <SiteProvider config={{ ...site.config, url: configUrl }} navigation={navigation} analytics={analytics}>
      {children}
    </SiteProvider>
  );
}

const onPage =
  (page: string, token: string | null = DEMO_TOKEN): Decorator =>
  (Story) => (
    <LinkPage page={page} token={token}>
      <Story />
    </LinkPage>
  );

const meta = {
  title: 'Content sections/CancellationBanner',
  component: CancellationBanner,
  args: props(cancellationBannerFixtures.strapiNulls),
  decorators: [onPage(CONTRACT_PAGE)],
  parameters: {
    // The result dialogs are portalled to <body>: axe checks the whole page.
    a11y: { context: 'body' },
    docs: {
      description: {
        component: `The banner of a cancellation link's page (\`blocks.cancellation-banner\`, SPEC §2 item 10,
§4, §8). Active only where the page's path contains \`zruseni-smlouvy\` (button \`Zrušit smlouvu\`) or
\`zruseni-zmeny\` (\`Zrušit změnu smlouvy\`); elsewhere it renders nothing. \`heading\` and \`text\` are
optional (the block has its own for each kind).

The \`token\` of the link is a credential: the host keeps it out of the page's HTML, the island reads it
from the address bar once, keeps it in memory and removes it from the address bar at once. A click
calls api-client's \`cancelContract\` or \`cancelChange\` with it; the buttons are disabled and busy
while the call runs; then SPEC §8's dialog: \`Hotovo\`, \`Tato smlouva už je zrušena.\` /
\`Tato změna už je zrušena.\`, or \`Litujeme, ale váš požadavek se nepodařilo dokončit.\` A network
error is only logged (without the token) and the button works again. A link without a token offers no
button and says what to do.

\`\`\`json
{ "__component": "blocks.cancellation-banner", "heading": "Opravdu chcete smlouvu zrušit?",
  "text": "Po potvrzení smlouvu zrušíme a nebudete k ní dostávat žádná upozornění." }
\`\`\``,
      },
    },
  },
  beforeEach() {
    analytics.mockClear();
  },
} satisfies Meta<typeof CancellationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A contract link, the token read: one button, ready. */
export const ContractLink: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Zrušit smlouvu' })).toBeEnabled());
    await expect(canvas.queryByRole('button', { name: 'Zrušit změnu smlouvy' })).toBeNull();
  },
};

/** A contract-change link, with the editor's texts. */
export const ChangeLink: Story = {
  args: props({
    ...cancellationBannerFixtures.full,
    heading: 'Opravdu chcete změnu smlouvy zrušit?',
    text: 'Smlouva zůstane v platnosti tak, jak byla před změnou.',
  }),
  decorators: [onPage(CHANGE_PAGE)],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Zrušit změnu smlouvy' })).toBeEnabled());
  },
};

/** The call is running: the button disabled and busy, the progress shown and announced. */
export const Busy: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(CONTRACT_CALL, () => delay('infinite')));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Zrušit smlouvu' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Rušíme smlouvu, chvilku strpení…');
  },
};

/** A page whose path has both markers offers both buttons; both wait while either call runs. */
export const BothButtonsBusy: Story = {
  decorators: [onPage('https://www.horizont.example/zruseni-smlouvy/zruseni-zmeny')],
  beforeEach({ msw }) {
    msw.use(http.post(CHANGE_CALL, () => delay('infinite')));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const change = canvas.getByRole('button', { name: 'Zrušit změnu smlouvy' });
    await waitFor(() => expect(change).toBeEnabled());
    await userEvent.click(change);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Zrušit smlouvu' })).toBeDisabled());
    await expect(change).toBeDisabled();
  },
};

export const Cancelled: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(CONTRACT_CALL, ({ request }) =>
        new URL(request.url).searchParams.get('encoded') === DEMO_TOKEN
          ? HttpResponse.json({ id: 1 })
          : HttpResponse.json({ message: 'wrong token' }, { status: 418 }),
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Zrušit smlouvu' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await shownDialog('Hotovo');
    await expect(dialog).toHaveTextContent(
      'Zrušili jsme pojistnou smlouvu a již k ní nebudete dostávat žádná upozornění.',
    );
    await expect(dialog).toHaveTextContent('Stránku můžete nyní zavřít.');
    await expect(analytics).toHaveBeenCalledWith({
      name: 'Zrušení smlouvy',
      category: 'Zrušení',
      label: 'Hotovo',
    });
  },
};

/** After the dialog is closed: what happened stays, the button is gone (the token is used up). */
export const CancelledAndClosed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(CONTRACT_CALL, () => HttpResponse.json({ id: 1 })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Zrušit smlouvu' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit smlouvu' }));
    const dialog = await shownDialog('Hotovo');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Zavřít' })[0] as HTMLElement);
    await expect(
      await canvas.findByText('Pojistnou smlouvu jsme zrušili. Stránku můžete nyní zavřít.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ChangeCancelled: Story = {
  decorators: [onPage(CHANGE_PAGE)],
  beforeEach({ msw }) {
    msw.use(http.post(CHANGE_CALL, () => HttpResponse.json({ id: 1 })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Zrušit změnu smlouvy' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit změnu smlouvy' }));
    await expect(await shownDialog('Hotovo')).toHaveTextContent(
      'Zrušili jsme změnu pojistné smlouvy a již k ní nebudete dostávat žádná upozornění.',
    );
  },
};

export const AlreadyCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(CONTRACT_CALL, () =>
        HttpResponse.json(
          { message: 'Tato smlouva už je zrušena.', errors: [{ code: 'terminateOnboardingEventNotFound' }] },
          { status: 400 },
        ),
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Zrušit smlouvu' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit smlouvu' }));
    await expect(await shownDialog('Chyba při zpracování')).toHaveTextContent('Tato smlouva už je zrušena.');
  },
};

export const ChangeAlreadyCancelled: Story = {
  decorators: [onPage(CHANGE_PAGE)],
  beforeEach({ msw }) {
    msw.use(
      http.post(CHANGE_CALL, () =>
        HttpResponse.json({ errors: ['terminateChangeEventNotFound'] }, { status: 400 }),
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Zrušit změnu smlouvy' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit změnu smlouvy' }));
    await expect(await shownDialog('Chyba při zpracování')).toHaveTextContent('Tato změna už je zrušena.');
  },
};

/**
 * Already cancelled, and the result dialog's code cannot be downloaded: ui's lazy-dialog rule. A stand-in
 * of the same name still tells the result and says that it stands, with `Zkusit znovu`; the banner
 * behind says it too.
 */
export const ResultDialogNotLoaded: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(CONTRACT_CALL, () =>
        HttpResponse.json({ errors: [{ code: 'terminateOnboardingEventNotFound' }] }, { status: 400 }),
      ),
    );
    return failingDownloads(resultDialog);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Zrušit smlouvu' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit smlouvu' }));
    const standIn = await screen.findByRole('dialog', { name: 'Chyba při zpracování' });
    await expect(standIn).toHaveTextContent('Tato smlouva už je zrušena.');
    await expect(await within(standIn).findByRole('alert')).toHaveTextContent(
      'Okno se nepodařilo načíst celé, ale co je napsáno výše, platí. Zkontrolujte připojení k internetu a zkuste to znovu.',
    );
    await waitFor(() => expect(within(standIn).getByRole('button', { name: 'Zkusit znovu' })).toHaveFocus());
    await expect(canvas.getByText('Tato smlouva už je zrušena. Stránku můžete zavřít.')).toBeInTheDocument();
  },
};

/**
 * Any other failure: the generic message; the button stays, to try again, and closing the dialog
 * (Escape) returns the focus to it, not to the box around it.
 */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(CONTRACT_CALL, () => HttpResponse.json({ message: 'Internal' }, { status: 500 })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Zrušit smlouvu' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await shownDialog('Chyba při zpracování')).toHaveTextContent(
      'Litujeme, ale váš požadavek se nepodařilo dokončit.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toBeEnabled();
  },
};

/** No answer at all: logged (without the token), no dialog, the button works again (SPEC §8). */
export const NetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(CONTRACT_CALL, () => HttpResponse.error()));
  },
  async play({ canvasElement }) {
    const error = spyOn(console, 'error').mockImplementation(() => {});
    try {
      const canvas = within(canvasElement);
      const button = canvas.getByRole('button', { name: 'Zrušit smlouvu' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('network error')));
      await waitFor(() => expect(button).toBeEnabled());
      await expect(button).toHaveFocus();
      await expect(screen.queryByRole('dialog')).toBeNull();
      await expect(JSON.stringify(error.mock.calls)).not.toContain(DEMO_TOKEN);
    } finally {
      error.mockRestore();
    }
  },
};

/** The link came without its token (or the page was reloaded after the token was read). */
export const IncompleteLink: Story = {
  decorators: [onPage(CONTRACT_PAGE, null)],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Odkaz, kterým jste stránku otevřeli, není úplný/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+420 800 100 200' })).toHaveAttribute(
      'href',
      'tel:+420800100200',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const IncompleteChangeLinkPhone: Story = {
  decorators: [onPage(CHANGE_PAGE, null)],
  globals: { viewport: { value: 'mobile' } },
};

export const LongCzechText: Story = {
  args: props(cancellationBannerFixtures.longText),
  globals: { viewport: { value: 'mobile' } },
};

/** Any other page: nothing at all. */
export const OtherPage: Story = {
  decorators: [onPage(OTHER_PAGE)],
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
