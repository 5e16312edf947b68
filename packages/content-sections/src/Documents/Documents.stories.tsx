import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { Documents } from './Documents.js';
import { documentsBlock } from './documentsBlock.js';
import type { DocumentsProps } from './documentsContent.js';
import { documentsFixtures } from './fixtures.js';

const props = (data: object) => contentProps<DocumentsProps>(documentsBlock, data);

const meta = {
  title: 'Content sections/Documents',
  component: Documents,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A product's documents to download (CMS type \`blocks.documents\`): for each document its
kind (pojistné podmínky, IPID, předsmluvní informace, sazebník, formulář, jiný), its title and its
versions, each a PDF from the media library with the day it applies from. The title links the
version that applies today (Prague, the site's clock) with its format and size (\`PDF, 182 kB\`);
a version published ahead of its day is listed as the new version; the earlier ones, which existing
contracts still follow, sit in \`Předchozí znění\` (a \`<details>\`) with their validity. The links
open the PDF in the browser. Without documents the block gives the brand's phone. Static: no
JavaScript.

\`\`\`json
{ "__component": "blocks.documents", "heading": "Dokumenty k povinnému ručení",
  "documents": [{ "type": "pojistne-podminky", "title": "Pojistné podmínky pro povinné ručení",
    "versions": [
      { "validFrom": "2026-01-01", "file": { "url": "/dokumenty/pp-2026.pdf", "mime": "application/pdf", "size": 23.65 } },
      { "validFrom": "2024-01-01", "file": { "url": "/dokumenty/pp-2024.pdf", "mime": "application/pdf", "size": 23.64 } }
    ] }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Documents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Current versions, earlier versions in the disclosure (opened by the play function) and one to come. */
export const WithEarlierVersions: Story = {
  args: props(documentsFixtures.full),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Pojistné podmínky pro povinné ručení (PDF, 24\u00a0kB)' }),
    ).toHaveAttribute('href', '/dokumenty/pojistne-podminky-povinne-ruceni-2026.pdf');
    const earlier = canvas.getByText('Předchozí znění (2)');
    const older =
      'Pojistné podmínky pro povinné ručení: Znění platné od 1.\u00a01.\u00a02024 do 31.\u00a012.\u00a02025 (PDF, 24\u00a0kB)';
    // Closed, the earlier versions are in the page but not shown.
    await expect(canvas.getByRole('link', { name: older })).not.toBeVisible();
    await userEvent.click(earlier);
    await expect(canvas.getByRole('link', { name: older })).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Sazebník poplatků: Nové znění platné od 1.\u00a01.\u00a02027 (PDF, 15\u00a0kB)',
      }),
    ).toBeVisible();
  },
};

/** One document with one version: no disclosure. */
export const CurrentOnly: Story = { args: props(documentsFixtures.currentOnly) };

/** A block with no documents says how to get them: the brand's phone line. */
export const Empty: Story = {
  args: props(documentsFixtures.empty),
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('link', { name: '+420 800 100 200' })).toHaveAttribute(
      'href',
      'tel:+420800100200',
    );
  },
};

/** Strapi sends `null` for every empty optional field: the block's own heading, and the empty state. */
export const EmptyOptionalFields: Story = { args: props(documentsFixtures.strapiNulls) };

/** A document whose only version applies from a day still to come. */
export const OnlyUpcoming: Story = { args: props(documentsFixtures.onlyUpcoming) };

export const LongTitles: Story = { args: props(documentsFixtures.longTitles) };

/** On a phone, with the earlier versions opened by a tap. */
export const Phone: Story = {
  args: props(documentsFixtures.full),
  globals: { viewport: { value: 'mobile' } },
  async play({ canvasElement }) {
    const summary = within(canvasElement).getByText('Předchozí znění (2)');
    await userEvent.click(summary);
    await expect(summary.closest('details')).toHaveAttribute('open');
  },
};

export const English: Story = { args: props(documentsFixtures.full), globals: { locale: 'en' } };
