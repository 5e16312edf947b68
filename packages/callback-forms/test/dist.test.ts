import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `"use client"` belongs on component modules only. The index also exports plain values (the block
 * definitions) and the plain modules plain functions (`splitByFields`, `toCallbackValues`…): with the
 * directive, a Next.js server component importing them would get client references it cannot use. Bundlers drop module
 * directives (tsup #835): the built output is read too.
 */
const src = fileURLToPath(new URL('../src/', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
/** Whether the module's first statement, after any comments, is the directive. */
const isClientModule = (code: string) =>
  /^['"]use client['"]/.test(code.replace(/^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/, ''));
const clientModules = [
  'CallbackModal/CallbackModal',
  'CallbackModal/CallbackModalCore',
  'CallbackModal/CallbackButton',
  'MeetingForm/MeetingForm',
  'CallMeForm/CallMeForm',
  'NeedHelpForm/NeedHelpForm',
  'ServiceBookingForm/ServiceBookingForm',
  'MobilityForm/MobilityForm',
  'WhistleblowingForm/WhistleblowingForm',
  'ClaimReportForm/ClaimReportForm',
  'leadForm/useLeadForm',
  'leadForm/ContactFields',
  'leadForm/ConsentFields',
];
const plainModules = [
  'index',
  'CallbackModal/index',
  'CallbackModal/callbackValues',
  'messages',
  'MeetingForm/index',
  'MeetingForm/meetingOptions',
  'MeetingForm/meetingFormContent',
  'CallMeForm/callMeFields',
  'NeedHelpForm/needHelpFields',
  'ServiceBookingForm/index',
  'ServiceBookingForm/serviceBookingChoices',
  'ServiceBookingForm/serviceBookingFormContent',
  'MobilityForm/index',
  'MobilityForm/mobilityChoices',
  'MobilityForm/mobilityFormContent',
  'WhistleblowingForm/index',
  'WhistleblowingForm/messages',
  'WhistleblowingForm/whistleblowingFormContent',
  'ClaimReportForm/index',
  'ClaimReportForm/messages',
  'ClaimReportForm/claimReportFields',
  'ClaimReportForm/claimReportFormContent',
  'leadForm/index',
  'leadForm/fieldMessage',
  'leadForm/fieldErrorSplit',
  'CallbackModal/loadingMessages',
];
const sourceOf = (module: string) =>
  readFileSync(existsSync(`${src}${module}.tsx`) ? `${src}${module}.tsx` : `${src}${module}.ts`, 'utf8');

describe('sources', () => {
  it.each(clientModules)('%s starts with "use client"', (module) => {
    expect(isClientModule(sourceOf(module))).toBe(true);
  });

  it.each(plainModules)('%s has no "use client" directive', (module) => {
    expect(isClientModule(sourceOf(module))).toBe(false);
  });
});

describe.skipIf(!existsSync(dist))('built output', () => {
  it.each(clientModules)('%s.js starts with "use client"', (module) => {
    expect(readFileSync(`${dist}${module}.js`, 'utf8').startsWith('"use client";')).toBe(true);
  });

  it.each(plainModules)('%s.js has no "use client" directive', (module) => {
    expect(isClientModule(readFileSync(`${dist}${module}.js`, 'utf8'))).toBe(false);
  });
});

describe('CallbackButton in dist', () => {
  it('loads the modal with a dynamic import only, so a page ships the button without the form', () => {
    const built = readFileSync(`${dist}CallbackModal/CallbackButton.js`, 'utf8');
    expect(built).toContain('import("./CallbackModal.js")');
    expect(built).toContain('import("./CallbackModalCore.js")');
    expect(built).not.toMatch(/^import [^;]*from "\.\/CallbackModal(Core)?\.js"/m);
  });

  it('the plain modal loads no select: only the topic variant’s module imports it', () => {
    const core = readFileSync(`${dist}CallbackModal/CallbackModalCore.js`, 'utf8');
    expect(core).not.toMatch(/\bSelect\b[^;]*from "@insurance-web\/ui"/);
    const withTopic = readFileSync(`${dist}CallbackModal/CallbackModal.js`, 'utf8');
    expect(withTopic).toMatch(/import \{[^}]*\bSelect\b[^}]*\} from "@insurance-web\/ui"/);
  });

  it('shows its loading dialog without a dialog library: the button’s modules import no Radix', () => {
    // ui's LazyDialogButton and LoadingDialog import no Radix either (ui's buildOutput test).
    for (const module of ['CallbackModal/CallbackButton']) {
      const built = readFileSync(`${dist}${module}.js`, 'utf8');
      const imports = [...built.matchAll(/^import [^;]*from "([^"]+)"/gm)].map((match) => match[1]);
      expect(
        imports.filter((specifier) => /radix/.test(specifier ?? '')),
        module,
      ).toEqual([]);
      expect(built, module).not.toContain('"./CallbackModal.js";');
    }
  });
});

describe('the ./leadForm entry in dist', () => {
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
  );

  it('is exported, with its types', () => {
    expect(manifest.exports['./leadForm']).toEqual({
      types: './dist/leadForm/index.d.ts',
      default: './dist/leadForm/index.js',
    });
  });

  it('imports nothing of the package outside leadForm/, so the casco dialog does not pull the forms', () => {
    const folder = `${dist}leadForm/`;
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(`${folder}${file}`, 'utf8');
      for (const [, specifier] of code.matchAll(/(?:from |import\()"([^"]+)"/g)) {
        if (!specifier?.startsWith('.')) continue;
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\/[^/]+\.js$/);
        visit(specifier.slice(2));
      }
    };
    visit('index.js');
    expect(seen).toContain('useLeadForm.js');
  });
});
