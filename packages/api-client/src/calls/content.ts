import type { ApiConfig } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { ApiError } from '../http/ApiError.js';
import { type CallOptions, sendJson } from '../http/request.js';

/** A careers position as the recruitment feed gives it (SPEC §3). */
export interface JobPosition {
  job_id: number | string;
  title: string;
  confidential?: boolean;
  filterlist?: { group: string; id?: number | string; originalId?: number | string; name: string }[];
  workfields?: { id: number | string; name: string }[];
  employment?: { name: string };
  [field: string]: unknown;
}

export interface CareersResponse {
  payload?: JobPosition[];
}

/** Every position, confidential ones included: filtering is the careers block's job (SPEC §4). */
export async function fetchCareers(config: ApiConfig, options?: CallOptions): Promise<JobPosition[]> {
  const response = await sendJson<CareersResponse | undefined>(config, siteEndpoints.careers(), options);
  // An answer without its list is a broken feed, not "no positions": said as a failure, so that the
  // careers list offers another try instead of claiming there is nothing open.
  if (!Array.isArray(response?.payload)) {
    throw new ApiError({
      message: 'The careers feed answered without a payload list',
      status: 502,
      body: response,
    });
  }
  return response.payload;
}

export interface ReleaseNotesOptions extends CallOptions {
  /** Notes per page (SPEC §7 `perPage`). */
  perPage?: number;
  /** Which page, from 1; absent: the first. Sent as `page` beside `perPage`. */
  page?: number;
}

/**
 * Release notes by id from the content system. The response shape is not shown in SPEC.md, so the
 * caller names it (`T`) and validates it.
 */
export async function fetchReleaseNotes<T = unknown>(
  config: ApiConfig,
  id: string | number,
  options: ReleaseNotesOptions = {},
): Promise<T> {
  const { perPage, page, ...rest } = options;
  if (page !== undefined && !(Number.isInteger(page) && page >= 1)) {
    throw new RangeError('Release notes: page must be a whole number from 1');
  }
  return sendJson<T>(config, siteEndpoints.releaseNotes(String(id), perPage, page), rest);
}
