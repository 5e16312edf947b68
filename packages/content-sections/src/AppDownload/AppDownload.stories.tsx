import { SiteProvider } from '@insurance-web/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoSite } from '../../test/site.js';
import { contentProps } from '../registry/registry.js';
import { AppDownload } from './AppDownload.js';
import { appDownloadBlock } from './appDownloadBlock.js';
import type { AppDownloadProps } from './appDownloadContent.js';
import { appDownloadFixtures } from './fixtures.js';

const props = (data: object) => contentProps<AppDownloadProps>(appDownloadBlock, data);

const meta = {
  title: 'Content sections/AppDownload',
  component: AppDownload,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The app download block (\`blocks.app-download\`): heading, perex, the stores' rating
(\`4,7 z 5\` with stars), links to App Store and Google Play as our own simple badges
(\`Stáhnout v App Store\`, \`Nyní na Google Play\`), extra links, and a QR code from tablet width up.
On a page whose URL contains \`cestovni\` it shows \`travelQrImage\` instead of \`qrImage\` (SPEC §2).
Static: the QR code is chosen on the server from the page's URL.

\`\`\`json
{ "__component": "blocks.app-download", "heading": "Pojištění v mobilu", "rating": 4.7,
  "appStoreUrl": "https://apps.example.com/ios/horizont", "googlePlayUrl": "https://apps.example.com/android/horizont",
  "appLinks": [{ "text": "Co aplikace umí", "url": "/aplikace" }],
  "qrImage": { "url": "/uploads/qr.svg", "alternativeText": "QR kód ke stažení aplikace", "width": 232, "height": 232 } }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof AppDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: props(appDownloadFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Stáhnout v App Store' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nyní na Google Play' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Hodnocení 4,7 z 5' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR kód ke stažení aplikace Horizont' })).toBeVisible();
  },
};

/** On a travel page (URL with `cestovni`) the travel app's QR code. */
export const TravelPage: Story = {
  args: props(appDownloadFixtures.full),
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <SiteProvider config={{ ...demoSite, url: 'https://www.example.cz/cestovni-pojisteni' }}>
        <Story />
      </SiteProvider>
    ),
  ],
  async play({ canvasElement }) {
    await expect(
      within(canvasElement).getByRole('img', { name: 'QR kód ke stažení cestovní aplikace Horizont' }),
    ).toBeVisible();
  },
};

/** Only the heading: no rating, stores, links or QR code. */
export const Minimal: Story = { args: props(appDownloadFixtures.minimal) };

export const EmptyOptionalFields: Story = { args: props(appDownloadFixtures.strapiNulls) };

/** The QR code has no alternative text in the CMS: the block names it. */
export const QrWithoutAltText: Story = {
  args: props(appDownloadFixtures.qrWithoutAlt),
  globals: { viewport: { value: 'desktop' } },
};

export const MissingQrImage: Story = {
  args: { ...props(appDownloadFixtures.full), qrImage: null, travelQrImage: null },
  globals: { viewport: { value: 'desktop' } },
};

export const LongCzechText: Story = {
  args: props(appDownloadFixtures.longText),
  globals: { viewport: { value: 'desktop' } },
};

/** On a phone: no QR code (the visitor is already on the device the app goes to). */
export const Phone: Story = {
  args: props(appDownloadFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
