// A server component: the static blocks render here (and ship no code of their own); SiteProvider,
// the call-back button and the casco section are the packages' client components (islands).
import { CallbackButton, callbackFormBlocks } from '@insurance-web/callback-forms';
import { cascoDialogBlocks } from '@insurance-web/casco-dialog';
import { contentSectionBlocks, Sections } from '@insurance-web/content-sections';
import { createRegistry, SiteProvider } from '@insurance-web/ui';
import { sections, siteConfig } from '../site';

const registry = createRegistry([...contentSectionBlocks, ...callbackFormBlocks, ...cascoDialogBlocks]);

export default async function Page() {
  const config = siteConfig(
    process.env.SANDBOX_URL ?? 'http://127.0.0.1:4010',
    process.env.SITE_URL ?? 'http://localhost:3000/',
  );
  return (
    <SiteProvider config={config}>
      <main>
        <Sections sections={sections} registry={registry} path="/" />
        <section aria-label="Zpětné volání" className="p-4">
          <CallbackButton />
        </section>
      </main>
    </SiteProvider>
  );
}
