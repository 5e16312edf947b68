import { CallbackButton, callbackFormBlockLoaders } from '@insurance-web/callback-forms';
import { cascoDialogBlockLoaders } from '@insurance-web/casco-dialog';
import { contentSectionBlockLoaders, LazySections } from '@insurance-web/content-sections';
import { brandAttributes, createLazyRegistry, SiteProvider } from '@insurance-web/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sections, siteConfig } from './site';
import './index.css';

// Loaders, not definitions: the page downloads the schema and component of only its own blocks
// (issue 25, point 8); the eager `createRegistry([...contentSectionBlocks, …])` would bundle all of them.
const registry = createLazyRegistry([
  contentSectionBlockLoaders,
  callbackFormBlockLoaders,
  cascoDialogBlockLoaders,
]);
const config = siteConfig(import.meta.env.VITE_SANDBOX_URL ?? 'http://127.0.0.1:4010', window.location.href);

// The brand variant goes on <html>: dialogs render into <body>.
for (const [name, value] of Object.entries(brandAttributes(config.brand))) {
  document.documentElement.setAttribute(name, value);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SiteProvider config={config}>
      <main>
        <LazySections sections={sections} registry={registry} path="/" />
        <section aria-label="Zpětné volání" className="p-4">
          <CallbackButton />
        </section>
      </main>
    </SiteProvider>
  </StrictMode>,
);
