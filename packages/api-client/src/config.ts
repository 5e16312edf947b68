import type { ApiKeyStore } from './http/apiKey.js';

/** The three REST prefixes of the back end (SPEC §7, central endpoint table). */
export type ApiBase = 'latest' | 'v1' | 'svc';

export const API_PREFIXES: Readonly<Record<ApiBase, string>> = {
  latest: '/api/latest/rest',
  v1: '/api/v1.0/rest',
  svc: '/api/services/rest',
};

/**
 * Everything a call needs to know about where and how to talk to the back end. Passed to every call
 * instead of living in a global, so the host, Storybook, tests and the sandbox server can each use
 * their own.
 */
export interface ApiConfig {
  /** The API host, e.g. `https://api.example.cz`; paths of the endpoint table hang below it. */
  host: string;
  /** The product API host (cancel contract, careers, an overridden call-me lead path). Defaults to `host`. */
  productHost?: string;
  /** Where the content system's `/api/strapi/...` lives. Defaults to `productHost`, then `host`. */
  cmsHost?: string;
  /** The brand's API slug, as in `web/v2/{slug}-technologies/meeting`. */
  slug: string;
  /** `production` or anything else; also sent as the rollout check's `enviroment` query value. */
  environment: string;
  /** Overrides of the `latest`, `v1` and `svc` prefixes. */
  prefixes?: Partial<Record<ApiBase, string>>;
  /** Injectable for tests and servers; defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** The shared API key store (SPEC §6). Without one, no `x-api-key` header is sent. */
  apiKeys?: ApiKeyStore;
  /** How long a call waits for the key to appear; defaults to `API_KEY_WAIT_MS`. */
  apiKeyWaitMs?: number;
}

export function isProduction(config: Pick<ApiConfig, 'environment'>): boolean {
  return config.environment === 'production';
}
