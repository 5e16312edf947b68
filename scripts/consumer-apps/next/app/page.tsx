// A server component: the static blocks render here and ship no code; every other section (the
// casco section here) is the client's (`ClientSection`: its code loads by type). SiteProvider and the
// call-back button are the packages' client components (islands).
import { CallbackButton } from '@insurance-web/callback-forms';
import { contentSectionStaticBlocks, Sections } from '@insurance-web/content-sections';
import { createRegistry, SiteProvider } from '@insurance-web/ui';
import { sections, siteConfig } from '../site';
import { ClientSection } from './ClientSections';

// Static blocks only: registering every block (`contentSectionBlocks`, `callbackFormBlocks`, …) would
// send the browser the client code of every interactive block, rendered or not (255 kB on load).
const registry = createRegistry(contentSectionStaticBlocks);

export default async function Page() {
  const config = siteConfig(
    process.env.SANDBOX_URL ?? 'http://127.0.0.1:4010',
    process.env.SITE_URL ?? 'http://localhost:3000/',
  );
  return (
    <SiteProvider config={config}>
      <main>
        <Sections
          sections={sections}
          registry={registry}
          path="/"
          clientSection={(section) => <ClientSection section={section} path="/" />}
        />
        <section aria-label="Zpětné volání" className="p-4">
          <CallbackButton />
        </section>
      </main>
    </SiteProvider>
  );
}
