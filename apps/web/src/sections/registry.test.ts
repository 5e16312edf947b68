import { describe, expect, it } from 'vitest';
import { registry, resolveSection } from './registry';

describe('section registry', () => {
  it('marks an unknown type as unknown (rendered as "not found")', () => {
    expect(resolveSection({ __component: 'blocks.nope', heading: 'x' })).toEqual({
      status: 'unknown',
      type: 'blocks.nope',
    });
  });

  it('does not treat inherited object keys as section types', () => {
    expect(resolveSection({ __component: 'toString' }).status).toBe('unknown');
  });

  it('resolves known blocks to their props and island flag', () => {
    expect(resolveSection({ __component: 'blocks.hero', heading: 'Ahoj', perex: 'Text' })).toEqual({
      status: 'ok',
      type: 'blocks.hero',
      island: true,
      props: { heading: 'Ahoj', perex: 'Text', callbackButton: true },
    });
    expect(
      resolveSection({ __component: 'blocks.hero', heading: 'Kontakty', callbackButton: false }),
    ).toMatchObject({ status: 'ok', island: false, props: { callbackButton: false } });
    expect(
      resolveSection({ __component: 'blocks.phone-box', heading: 'Volejte', phone: '800 100 200' }),
    ).toEqual({
      status: 'ok',
      type: 'blocks.phone-box',
      island: false,
      props: { heading: 'Volejte', subheading: '', phone: '800 100 200' },
    });
    expect(registry['blocks.rich-text'].island({ paragraphs: ['Text'] })).toBe(false);
  });

  it('splits rich text into plain paragraphs', () => {
    const result = resolveSection({
      __component: 'blocks.rich-text',
      content: 'První.\n\nDruhý <b>tučně</b>.',
    });
    expect(result).toMatchObject({ status: 'ok', props: { paragraphs: ['První.', 'Druhý <b>tučně</b>.'] } });
  });

  it('contains invalid data instead of throwing', () => {
    expect(resolveSection({ __component: 'blocks.phone-box', heading: 'Bez čísla' }).status).toBe('invalid');
    expect(resolveSection({ __component: 'blocks.hero', heading: 42 }).status).toBe('invalid');
    expect(resolveSection({ __component: 'blocks.rich-text', paragraphs: [1, 2] }).status).toBe('invalid');
  });
});
