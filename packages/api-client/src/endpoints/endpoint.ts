import { API_PREFIXES, type ApiBase, type ApiConfig } from '../config.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which configured host a path hangs below. */
export type ApiHost = 'api' | 'product' | 'cms';

export type QueryValue = string | number | boolean;

/**
 * One row of the endpoint table. `method` is `undefined` where SPEC.md does not give one: the caller
 * must then choose it (`send(..., { method })`).
 */
export interface Endpoint<M extends HttpMethod | undefined = HttpMethod | undefined> {
  host: ApiHost;
  /** The REST prefix, or `null` for a path given from the host's root. */
  base: ApiBase | null;
  /** Below the prefix; may carry a fixed query (`?populate[...]=...`). */
  path: string;
  method: M;
  query?: Readonly<Record<string, QueryValue | undefined>>;
}

export function endpoint<M extends HttpMethod | undefined = undefined>(
  base: ApiBase | null,
  path: string,
  method?: M,
  query?: Endpoint['query'],
  host: ApiHost = 'api',
): Endpoint<M> {
  const result = { host, base, path, method: method as M } as Endpoint<M>;
  if (query) result.query = query;
  return result;
}

function hostOf(config: ApiConfig, host: ApiHost): string {
  if (host === 'cms') return config.cmsHost ?? config.productHost ?? config.host;
  if (host === 'product') return config.productHost ?? config.host;
  return config.host;
}

/** The absolute URL of an endpoint; query values are encoded, `undefined` ones left out. */
export function endpointUrl(config: ApiConfig, target: Endpoint): string {
  const prefix = target.base ? (config.prefixes?.[target.base] ?? API_PREFIXES[target.base]) : '';
  let url = `${hostOf(config, target.host).replace(/\/+$/, '')}${prefix}/${target.path.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(target.query ?? {})) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  if (search) url += (url.includes('?') ? '&' : '?') + search;
  return url;
}

/**
 * One path segment from an id. Encoded so it cannot add segments or a query; empty and dot ids are
 * refused because URL parsing would resolve them (`..`, even as `%2E%2E`) to another endpoint.
 */
export function segment(id: string): string {
  if (id === '' || id === '.' || id === '..') throw new RangeError('Not a usable path id');
  return encodeURIComponent(id);
}
