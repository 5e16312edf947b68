import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cta } from './Cta.js';

const meta = {
  title: 'Content sections/Parts/Cta',
  component: Cta,
  parameters: {
    docs: {
      description: {
        component: `A block's call to action (\`button\` of SPEC §3: text, url, style, openInNewTab): a link that
looks like a button, because it goes somewhere. Its click is tracked through \`data-analytics-*\`
attributes by the page's click tracker, so the block around it stays static. A new tab adds
\`rel="noopener noreferrer"\` and says so to screen readers; \`inverted\` is for coloured backgrounds.

\`\`\`tsx
<Cta button={props.button} category="Super banner" />
\`\`\``,
      },
    },
  },
  args: {
    button: { text: 'Spočítat cenu', url: '/pojisteni-vozidel', style: 'primary', openInNewTab: false },
    category: 'Hero',
  },
} satisfies Meta<typeof Cta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  async play({ canvasElement }) {
    const link = within(canvasElement).getByRole('link', { name: 'Spočítat cenu' });
    await expect(link).toHaveAttribute('data-analytics-event', 'CTA');
    await expect(link).toHaveAttribute('data-analytics-cta', '');
  },
};
export const Secondary: Story = {
  args: { button: { text: 'Zjistit více', url: '/o-nas', style: 'secondary', openInNewTab: false } },
};
export const QuietLink: Story = {
  args: { button: { text: 'Podmínky pojištění', url: '/o-nas', style: 'link', openInNewTab: false } },
};
export const NewTab: Story = {
  args: {
    button: {
      text: 'Mapa poboček',
      url: 'https://www.example.com/mapa',
      style: 'secondary',
      openInNewTab: true,
    },
  },
  async play({ canvasElement }) {
    const link = within(canvasElement).getByRole('link', { name: /Mapa poboček/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Mapa poboček (otevře se v novém okně)');
  },
};
/** On a coloured background (super banner, carousel banner). */
export const Inverted: Story = {
  args: { inverted: true },
  decorators: [
    (Story) => (
      <div className="flex gap-4 bg-brand p-6">
        <Story />
      </div>
    ),
  ],
};
