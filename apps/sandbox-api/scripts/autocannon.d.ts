/**
 * The part of autocannon 9's programmatic API that scripts/load-test.ts uses; autocannon ships no
 * types and there is no @types package in the workspace.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p2_5: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
    p99_99: number;
    p99_999: number;
  }

  export interface Result {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** Milliseconds. */
    latency: Histogram & { totalCount: number };
    /** Completed requests per second; `total` is all completed, `sent` all written. */
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  export interface Request extends RequestParams {
    /** Returns the request to send; `context` is the connection's own, reset when the list restarts. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams | undefined;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string | string[]>,
    ) => void;
  }

  export interface Options extends RequestParams {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    amount?: number;
    pipelining?: number;
    /** Seconds. */
    timeout?: number;
    workers?: number;
    requests?: Request[];
    initialContext?: Record<string, unknown>;
  }

  /**
   * Besides `then`: `response` (client, status, body bytes, response time in ms) for every answer
   * and `reqError` (error) for every request that got none.
   */
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;

  export default autocannon;
}
