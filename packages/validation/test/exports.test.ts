import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

/** The README's one table of exports must name exactly what the package exports, no more, no less. */
describe('the README export table', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const table = readme.slice(readme.indexOf('## Exports'), readme.indexOf('## Decisions'));
  const rows = table.split('\n').filter((line) => line.startsWith('| `'));
  const named = new Set(
    rows.flatMap((row) => [...(row.split(' | ')[0] ?? '').matchAll(/`([A-Za-z_]+)`/g)].map((m) => m[1])),
  );

  it('lists every runtime export', () => {
    expect([...named].sort()).toEqual(Object.keys(api).sort());
  });
});
