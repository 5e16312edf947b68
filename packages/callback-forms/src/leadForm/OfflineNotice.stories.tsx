import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineNotice } from './OfflineNotice.js';

const meta = {
  title: 'Callback forms/Lead form/OfflineNotice',
  component: OfflineNotice,
  parameters: {
    docs: {
      description: {
        component: `What every lead form says under its submit button while its lead waits for the connection
(\`useLeadForm\`'s \`offline\` outcome, issue 25): the visitor sent a valid form while the browser was
offline, or the connection went as the lead left. The lead stays in the open tab and goes by itself,
once, when the browser is back online (same \`Idempotency-Key\`); then the notice goes and the form's
confirmation opens. An alert, so a screen reader says it at once. Inside a form's own alert region
(the suitability record's) it is rendered with \`announce={false}\`, so as not to nest two alerts.`,
      },
    },
  },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the forms show it: an alert with what happened and what happens next. */
export const Shown: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Nejste připojeni k internetu');
    await expect(alert).toHaveTextContent(
      'Formulář jsme zatím neodeslali. Odešleme ho automaticky, jakmile budete znovu online – stránku prosím nezavírejte.',
    );
  },
};

/** Inside a form's own alert region: the same text, no second alert. */
export const InsideAnAlert: Story = {
  args: { announce: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('Nejste připojeni k internetu')).toBeVisible();
  },
};

/** In English (the locale toolbar). */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are not connected to the internet');
  },
};
