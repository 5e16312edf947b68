import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plainClick';

describe('isPlainClick', () => {
  const click = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  it('handles a plain click in the page and leaves new tabs and windows to the browser', () => {
    expect(isPlainClick(click)).toBe(true);
    for (const change of [
      { button: 1 },
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { defaultPrevented: true },
    ]) {
      expect(isPlainClick({ ...click, ...change })).toBe(false);
    }
  });
});
