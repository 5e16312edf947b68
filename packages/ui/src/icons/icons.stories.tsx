import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './icons.js';

/** The decorative icons of the primitives, for designers to review at a glance. */
function IconGallery() {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-4">
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} className="flex flex-col items-center gap-2 rounded-card border border-line p-4">
          <Icon className="text-3xl text-brand" />
          <code className="text-sm">{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Foundations/Icons', component: IconGallery } satisfies Meta<typeof IconGallery>;
export default meta;

export const Gallery: StoryObj<typeof meta> = {};
