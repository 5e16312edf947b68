import { openStore } from '../../sandbox-api/src/db';

/** A kind of cancellation link: the contract, or a change of it. */
export type CancellationKind = 'contract' | 'change';

/**
 * A new cancellation token of a kind, added through the sandbox's own store (as its demo seeding
 * does), for a test of its own. `used`: already used up, as by an earlier click on the same link:
 * the back end then answers "already cancelled".
 */
export function freshToken(kind: CancellationKind, { used = false } = {}): string {
  const file = process.env.E2E_SANDBOX_DB;
  if (!file) throw new Error('E2E_SANDBOX_DB is not set: run the tests through playwright.config.ts');
  const store = openStore(file, { seedTokens: false });
  try {
    const { token } = store.addToken(kind, 'e2e');
    if (used && !store.consumeToken(token, kind))
      throw new Error(`the new ${kind} token could not be used up`);
    return token;
  } finally {
    store.close();
  }
}
