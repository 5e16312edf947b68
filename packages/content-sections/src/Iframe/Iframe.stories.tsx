import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { contentProps } from '../registry/registry.js';
import { iframeFixtures } from './fixtures.js';
import { Iframe } from './Iframe.js';
import { iframeBlock } from './iframeBlock.js';
import type { IframeProps } from './iframeContent.js';

const props = (data: object) => contentProps<IframeProps>(iframeBlock, data);
/** A framed page served by Storybook itself (`.storybook/public`), which answers the protocol. */
const framedPage = { ...iframeFixtures.sameSite, url: '/iframe-obsah.html' };

const frameIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTitle('Průvodce hlášením pojistné události') as HTMLIFrameElement;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Content sections/Iframe',
  component: Iframe,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `An embedded page that grows to its content (\`blocks.iframe\`, SPEC §4 and §9; DESIGN
"Security"). It starts 1000 px high. From 1 s after it mounts, a message carrying a height (a bare
number, or \`{ "height": n }\`) that differs from the current height by more than 300 px sets the height
to n + 100. A message counts only when it comes from the framed document itself: \`event.origin\` is the
frame's origin and \`event.source\` its window. Anything else, or a value that is not a finite positive
number (at most 100 000), is ignored. At 1 s the block sends the frame \`"iframe-height-request"\`, so a
page that reported too early reports again.

\`url\` is https, or a path on this site (the host's CSP \`frame-src\` must allow another origin); \`title\`
names the frame and is required. The frame is \`loading="lazy"\`; a page of another origin is
sandboxed (scripts, its own origin, forms and new windows; no navigating this page, dialogs or
downloads), a page of this site is not (it could lift the sandbox anyway). A page of the site
reports its height with \`reportFrameHeight()\` (\`@insurance-web/content-sections/frame-height\`); a
partner's page needs three lines:

\`\`\`js
const post = () => parent.postMessage(document.documentElement.scrollHeight, 'https://www.horizont.example');
addEventListener('load', post);
addEventListener('message', (e) => e.data === 'iframe-height-request' && post());
\`\`\`

\`\`\`json
{ "__component": "blocks.iframe", "heading": "Jak nahlásit pojistnou událost",
  "title": "Průvodce hlášením pojistné události", "url": "/ukazka-iframe/obsah" }
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Iframe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real thing: the framed page reports its height and the frame grows to it + 100. */
export const GrowsToItsPage: Story = {
  args: props(framedPage),
  async play({ canvasElement }) {
    const frame = frameIn(canvasElement);
    await expect(frame).toHaveAttribute('height', '1000');
    // The page is taller than 1300 px: the frame grows until the whole page fits, with no scrollbar.
    await waitFor(() => expect(Number(frame.getAttribute('height'))).toBeGreaterThan(1400), {
      timeout: 5000,
    });
    const page = frame.contentDocument?.documentElement;
    await expect(page?.scrollHeight).toBeLessThanOrEqual(frame.clientHeight);
    await expect(page?.querySelector('li:last-child')?.getBoundingClientRect().bottom).toBeLessThan(
      frame.clientHeight,
    );
  },
};

/** The rules, after the first second: too small a change and garbage are ignored. */
export const IgnoredMessages: Story = {
  args: props({ ...framedPage, url: '/iframe-obsah.html?tichy' }),
  async play({ canvasElement }) {
    const frame = frameIn(canvasElement);
    await waitFor(() => expect(frame.contentDocument?.readyState).toBe('complete'));
    await pause(1100);
    // Sent by the framed document itself.
    const framed = frame.contentWindow as Window & { eval: (code: string) => unknown };
    for (const garbage of ["'3000'", 'NaN', '-3000', '{ height: "3000" }', '1250']) {
      framed.eval(`parent.postMessage(${garbage}, location.origin)`);
    }
    await pause(100);
    await expect(frame).toHaveAttribute('height', '1000');
    framed.eval('parent.postMessage({ height: 2000 }, location.origin)');
    await waitFor(() => expect(frame).toHaveAttribute('height', '2100'));
  },
};

/** No heading or perex: the frame alone, named by its title. */
export const EmptyOptionalFields: Story = {
  args: props({ ...iframeFixtures.strapiNulls, url: '/iframe-obsah.html' }),
};

export const Phone: Story = {
  args: props({ ...iframeFixtures.longText, url: '/iframe-obsah.html' }),
  globals: { viewport: { value: 'mobile' } },
};
