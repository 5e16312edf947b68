export interface RequestNotes {
  /** The request's id (logging.mjs `requestIdOf`), set by server.mjs. */
  requestId?: string;
  /** The route template Astro matched, noted by the middleware. */
  route?: string;
  /** The label of an answer Astro does not render (`/_astro/*`, `public file`), set by server.mjs. */
  fileRoute?: string;
  contentCache?: 'hit' | 'miss' | 'partial';
}
export declare function withRequestNotes<T>(notes: RequestNotes, answer: () => T): T;
export declare function noteRoute(route: string | undefined): void;
export declare function noteContentCache(outcome: 'hit' | 'miss'): void;
