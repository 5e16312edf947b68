import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs.js';

const items = [
  { value: 'phone', label: 'Zavolejte mi', content: <p>Na jaké číslo vám můžeme zavolat?</p> },
  {
    value: 'email',
    label: 'Ozvěte se na e-mail',
    content: <p>Pro zaslání nabídky a výpočet bonusu potřebujeme znát tyto údaje</p>,
  },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { items, label: 'Způsob kontaktu', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Zavolejte mi' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Na jaké číslo vám můžeme zavolat?');
    await userEvent.click(canvas.getByRole('tab', { name: 'Ozvěte se na e-mail' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('email');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pro zaslání nabídky');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'Zavolejte mi' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Ozvěte se na e-mail' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Ozvěte se na e-mail' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SecondTabSelected: Story = { args: { defaultValue: 'email' } };

export const FillWidth: Story = { args: { layout: 'fill' } };

export const DisabledTab: Story = {
  args: { items: [items[0], { ...items[1], disabled: true }] as typeof items },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Ozvěte se na e-mail' })).toBeDisabled();
  },
};

export const NoItems: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};
