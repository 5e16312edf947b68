import {
  type AnyBlockDefinition,
  createRegistry,
  type ResolvedSection,
  resolveSection,
  type SiteConfig,
  SiteProvider,
} from '@insurance-web/ui';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoSite } from '../.storybook/site.ts';

export interface BlockExamples {
  /** CMS data the block must accept: at least a full one and a minimal one (required fields only). */
  valid: Record<string, object>;
  /** CMS data the block must refuse, with the field that is wrong. */
  invalid?: Record<string, { data: object; path: string }>;
  /** The site the examples render in, for a block that shows only on some pages. Default: the demo site. */
  site?: SiteConfig;
}

/** An element inside a site's context (the demo site by default), as the host renders every block. */
export function inSite(element: ReactElement, site: SiteConfig = demoSite): ReactElement {
  return <SiteProvider config={site}>{element}</SiteProvider>;
}

/** Renders a block as the host does on the server: inside the site context, to a string. */
export function renderBlockToHtml(
  definition: AnyBlockDefinition,
  props: object,
  site: SiteConfig = demoSite,
): string {
  const Block = definition.component;
  return renderToString(inSite(<Block {...props} />, site));
}

/** Arbitrary CMS data: any JSON, or the block's own examples with fields removed, emptied or replaced. */
function mutatedExamples(examples: object[]) {
  const mutate = (example: object) =>
    fc
      .array(
        fc.tuple(
          fc.constantFrom(...Object.keys(example)),
          fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant(''), fc.jsonValue(), fc.anything()),
        ),
        { maxLength: 4 },
      )
      .map((changes) => {
        const copy: Record<string, unknown> = { ...example };
        for (const [key, value] of changes) {
          if (key === '__component') continue;
          if (value === undefined) delete copy[key];
          else copy[key] = value;
        }
        return copy;
      });
  return fc.oneof(...examples.map(mutate));
}

/**
 * The checks every block's test calls, written once: its examples parse (and its bad examples are
 * refused, naming the field); whatever JSON the CMS sends, the schema gives props or a reported
 * failure and never throws; and every example, and every fuzzed input the schema accepts, renders
 * on the server. Accessibility is checked on the same examples by the block's stories (axe in Chromium).
 */
export function describeBlockContract(definition: AnyBlockDefinition, examples: BlockExamples) {
  const registry = createRegistry([definition]);
  const resolve = (data: unknown) => resolveSection(registry, data);
  // Examples may leave out their type: it is the block's own.
  const typed = (example: object) => ({ __component: definition.type, ...example });
  const valid = Object.entries(examples.valid).map(([name, data]) => [name, typed(data)] as const);
  const section = (fields: unknown) =>
    typeof fields === 'object' && fields !== null && !Array.isArray(fields)
      ? { ...fields, __component: definition.type }
      : fields;

  describe(`${definition.type}: content schema and server rendering`, () => {
    it.each(valid)('accepts the "%s" example', (_name, data) => {
      const result = resolve(data);
      if (result.status === 'invalid') expect.fail(JSON.stringify(result.issues));
      expect(result.status).toBe('ok');
    });

    if (examples.invalid && Object.keys(examples.invalid).length > 0) {
      it.each(Object.entries(examples.invalid))(
        'refuses the "%s" example and names the field',
        (_name, bad) => {
          const result = resolve(typed(bad.data));
          expect(result.status).toBe('invalid');
          if (result.status !== 'invalid') return;
          expect(result.issues.map((issue) => issue.path)).toContain(bad.path);
          expect(result.issues.every((issue) => issue.message.length > 0)).toBe(true);
        },
      );
    }

    it.each(valid)('renders the "%s" example on the server', (_name, data) => {
      const result = resolve(data) as Extract<ResolvedSection, { status: 'ok' }>;
      const html = renderBlockToHtml(definition, result.props, examples.site);
      expect(html.length).toBeGreaterThan(0);
      // A block never writes a script into the page; islands are the host's business. The one
      // exception is structured data, `<script type="application/ld+json">`, with no `<` in its JSON.
      const withoutStructuredData = html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, '');
      expect(withoutStructuredData).not.toMatch(/<script/i);
    });

    it('never throws on arbitrary JSON: props or a reported failure', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.jsonValue(), fc.anything(), fc.dictionary(fc.string(), fc.jsonValue())),
          (value) => {
            expect(() => definition.content.safeParse(value)).not.toThrow();
            const result = resolve(section(value));
            // A value that is not an object has no type, so it is unknown; an object of this type is
            // either props or a failure that says why.
            if (typeof value !== 'object' || value === null || Array.isArray(value)) {
              expect(result.status).toBe('unknown');
              return;
            }
            expect(['ok', 'invalid']).toContain(result.status);
            if (result.status === 'invalid') expect(result.issues.length).toBeGreaterThan(0);
          },
        ),
        { numRuns: 300 },
      );
    });

    it('gives props or a reported failure for its examples, damaged, and renders whatever it accepts', () => {
      fc.assert(
        fc.property(mutatedExamples(valid.map(([, data]) => data)), (data) => {
          const result = resolve(data);
          expect(['ok', 'invalid']).toContain(result.status);
          if (result.status !== 'ok') return;
          expect(typeof result.island).toBe('boolean');
          expect(() => renderBlockToHtml(definition, result.props, examples.site)).not.toThrow();
        }),
        { numRuns: 200 },
      );
      // 200 server renders of a form take half a second alone, and over five seconds on two cores
      // shared with builds and browsers.
    }, 30_000);
  });
}
