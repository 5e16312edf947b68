import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { CompanyDetails } from './CompanyDetails.js';
import { companyDetailsBlock } from './companyDetailsBlock.js';
import type { CompanyDetailsProps } from './companyDetailsContent.js';
import { companyDetailsFixtures } from './fixtures.js';

const props = (data: object) => contentProps<CompanyDetailsProps>(companyDetailsBlock, data);

const meta = {
  title: 'Content sections/CompanyDetails',
  component: CompanyDetails,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The company's details (CMS type \`blocks.company-details\`): name, register entry,
address, IČO (checked with its check digit), DIČ, data box ID, and up to two bank accounts (number and
IBAN) that share one SWIFT (SPEC §9), with the text asking visitors to pay as instructed. The details
are a description list; the block also writes the company as schema.org \`Organization\` into the
server HTML (\`<script type="application/ld+json">\`, every \`<\` escaped). Static: no JavaScript.

\`\`\`json
{ "__component": "blocks.company-details", "companyName": "Horizont pojišťovna, a.s.",
  "address": { "street": "Ukázková 1234/5", "city": "Praha 1", "zip": "110 00" }, "ico": "12345679",
  "dic": "CZ12345679", "swift": "HRZTCZPP",
  "bankAccounts": [{ "label": "Účet pro platby v Kč", "accountNumber": "1234567890/9999", "iban": "CZ19 9999 0000 0012 3456 7890" }] }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof CompanyDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: props(companyDetailsFixtures.full),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12345679')).toBeVisible();
    await expect(canvas.getAllByText('HRZTCZPP')).toHaveLength(1);
  },
};

/** Address and IČO only: no bank details. */
export const Minimal: Story = { args: props(companyDetailsFixtures.minimal) };

/** Strapi sends `null` for every empty optional field. */
export const EmptyOptionalFields: Story = { args: props(companyDetailsFixtures.strapiNulls) };

/** One account and the editor's own payment instructions. */
export const OwnPaymentNote: Story = { args: props(companyDetailsFixtures.ownPaymentNote) };

export const LongCzechText: Story = { args: props(companyDetailsFixtures.longText) };

export const English: Story = { args: props(companyDetailsFixtures.full), globals: { locale: 'en' } };

export const Phone: Story = {
  args: props(companyDetailsFixtures.full),
  globals: { viewport: { value: 'mobile' } },
};
