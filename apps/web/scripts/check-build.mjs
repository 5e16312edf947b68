// After `pnpm build`: the standalone server entry must exist.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/server/entry.mjs', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('dist/server/entry.mjs is missing: run `pnpm build` first\n');
  process.exit(1);
}
process.stdout.write('dist/server/entry.mjs exists\n');
