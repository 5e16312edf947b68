import { LOAD_FAILED_EVENT } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { LOAD_FAILED } from './early';

describe('the page’s early error holder', () => {
  it('listens for the event ui announces a failed on-demand load with', () => {
    // Named in early.ts, not imported: ui's module graph must stay out of the page's inline script.
    expect(LOAD_FAILED).toBe(LOAD_FAILED_EVENT);
  });
});
