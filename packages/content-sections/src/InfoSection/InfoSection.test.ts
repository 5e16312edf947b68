import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { demoSite } from '../../test/site';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { infoSectionFixtures, infoSectionInvalidFixtures } from './fixtures';
import { infoSectionBlock } from './infoSectionBlock';
import type { InfoSectionProps } from './infoSectionContent';

describeBlockContract(infoSectionBlock, {
  valid: infoSectionFixtures,
  invalid: {
    noText: { data: infoSectionInvalidFixtures.noText, path: 'content' },
    unknownType: { data: infoSectionInvalidFixtures.unknownType, path: 'type' },
    badDate: { data: infoSectionInvalidFixtures.badDate, path: 'visibleFrom' },
    localTime: { data: infoSectionInvalidFixtures.localTime, path: 'visibleTo' },
    endBeforeStart: { data: infoSectionInvalidFixtures.endBeforeStart, path: 'visibleTo' },
    unknownColor: { data: infoSectionInvalidFixtures.unknownColor, path: 'color' },
  },
});

const props = (data: object) => contentProps<InfoSectionProps>(infoSectionBlock, data);
const at = (text: string) => new Date(text).getTime();
/** Server HTML with the site's clock at `now`. */
const htmlAt = (data: object, now: string) =>
  renderBlockToHtml(infoSectionBlock, props(data), { ...demoSite, now });

describe('InfoSection content', () => {
  it('reads the window in Prague: a plain date from its midnight through the end of the last day', () => {
    const { from, to } = props(infoSectionFixtures.large);
    expect(from).toBe(at('2026-11-20T00:00:00+01:00'));
    expect(to).toBe(at('2026-11-30T00:00:00+01:00'));
    const stamped = props(infoSectionFixtures.timestamps);
    expect(stamped.from).toBe(at('2026-12-15T07:00:00Z'));
    expect(stamped.to).toBe(at('2026-12-27T00:00:00Z'));
    expect(props(infoSectionFixtures.minimal)).toMatchObject({ from: null, to: null });
    expect(props(infoSectionFixtures.white)).toMatchObject({ from: null, to: null });
  });

  it('defaults to a closable medium notice in the brand colour; large never closes', () => {
    expect(props(infoSectionFixtures.strapiNulls)).toMatchObject({
      type: 'medium',
      color: 'modra',
      closable: true,
    });
    expect(props(infoSectionFixtures.timestamps).closable).toBe(false);
    expect(props({ ...infoSectionFixtures.large, closable: true }).closable).toBe(false);
  });

  it('keys a notice by its type, text and window: the same notice keeps its id, another gets its own', () => {
    const id = props(infoSectionFixtures.medium).id;
    expect(props({ ...infoSectionFixtures.medium }).id).toBe(id);
    expect(props({ ...infoSectionFixtures.medium, color: 'zelena' }).id).toBe(id);
    expect(props({ ...infoSectionFixtures.medium, visibleFrom: '2025-01-02' }).id).not.toBe(id);
    expect(props({ ...infoSectionFixtures.medium, content: 'Jiný text' }).id).not.toBe(id);
    expect(id).toMatch(/^[0-9a-z]+$/);
  });

  it('says in Czech what is wrong with a date', () => {
    expect(() => props(infoSectionInvalidFixtures.badDate)).toThrow(/RRRR-MM-DD/);
    expect(() => props(infoSectionInvalidFixtures.endBeforeStart)).toThrow(
      'Konec zobrazení musí být až po jeho začátku.',
    );
  });
});

describe('InfoSection on the server', () => {
  it('shows the notice inside its window, as a named note with its text', () => {
    const html = htmlAt(infoSectionFixtures.large, '2026-11-25T08:30:00.000Z');
    expect(html).toContain('data-notice="visible"');
    expect(html).toContain('role="note"');
    expect(html).toContain('aria-label="Oznámení"');
    expect(html).toContain('<strong>Plánovaná odstávka online služeb:</strong>');
    // Large: no close button.
    expect(html).not.toContain('Zavřít oznámení');
  });

  it('leaves only the empty marker outside the window, at the Prague edges whatever the server’s zone', () => {
    const edges: [string, boolean][] = [
      ['2026-11-19T22:59:59.999Z', false], // 23:59:59.999 on 19 Nov in Prague
      ['2026-11-19T23:00:00.000Z', true], // Prague midnight, 20 Nov
      ['2026-11-29T22:59:59.999Z', true], // the last moment of 29 Nov in Prague
      ['2026-11-29T23:00:00.000Z', false],
    ];
    for (const [now, visible] of edges) {
      const html = htmlAt(infoSectionFixtures.large, now);
      expect(html, now).toContain(`data-notice="${visible ? 'visible' : 'hidden'}"`);
      expect(html.includes('Plánovaná odstávka'), now).toBe(visible);
    }
  });

  it('gives a medium closable notice a named close button; the server always renders it open', () => {
    const html = htmlAt(infoSectionFixtures.medium, '2026-11-25T08:30:00.000Z');
    expect(html).toMatch(/<button type="button" aria-label="Zavřít oznámení"/);
    expect(html).toContain('<a href="/aplikace">mobilní aplikaci Horizont</a>');
    expect(htmlAt(infoSectionFixtures.timestamps, '2026-12-20T08:30:00.000Z')).not.toContain('Zavřít');
  });

  it('is in English with an English site', () => {
    const html = renderBlockToHtml(infoSectionBlock, props(infoSectionFixtures.medium), {
      ...demoSite,
      locale: 'en',
    });
    expect(html).toContain('aria-label="Notice"');
    expect(html).toContain('aria-label="Close notice"');
  });

  it('hydrates when it has a window or a close button, and has an island loader', async () => {
    expect(infoSectionBlock.island?.(props(infoSectionFixtures.medium))).toBe(true);
    expect(infoSectionBlock.island?.(props(infoSectionFixtures.timestamps))).toBe(true);
    expect(infoSectionBlock.island?.(props(infoSectionFixtures.large))).toBe(true);
    expect(infoSectionBlock.island?.(props(infoSectionFixtures.white))).toBe(false);
    expect(infoSectionBlock.island?.(props({ ...infoSectionFixtures.minimal, type: 'large' }))).toBe(false);
    const loader = contentSectionIslands['blocks.info-section'];
    expect(loader).toBeDefined();
    expect(await loader?.()).toBe(infoSectionBlock.component);
  });
});
