import { CallbackButton, callbackFormBlocks } from '@insurance-web/callback-forms';
import { cascoDialogBlocks } from '@insurance-web/casco-dialog';
import { contentSectionBlocks, createRegistry, Sections } from '@insurance-web/content-sections';
import { brandAttributes, SiteProvider } from '@insurance-web/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sections, siteConfig } from './site';
import './index.css';

const registry = createRegistry([...contentSectionBlocks, ...callbackFormBlocks, ...cascoDialogBlocks]);
const config = siteConfig(import.meta.env.VITE_SANDBOX_URL ?? 'http://127.0.0.1:4010', window.location.href);

// The brand variant goes on <html>: dialogs render into <body>.
for (const [name, value] of Object.entries(brandAttributes(config.brand))) {
  document.documentElement.setAttribute(name, value);
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SiteProvider config={config}>
      <main>
        <Sections sections={sections} registry={registry} path="/" />
        <section aria-label="Zpětné volání" className="p-4">
          <CallbackButton />
        </section>
      </main>
    </SiteProvider>
  </StrictMode>,
);
