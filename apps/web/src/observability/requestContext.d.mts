export interface RequestNotes {
  /** The request's id (logging.mjs `requestIdOf`), set by server.mjs. */
  requestId?: string;
  route?: string;
  contentCache?: 'hit' | 'miss' | 'partial';
}
export declare function withRequestNotes<T>(notes: RequestNotes, answer: () => T): T;
export declare function noteRoute(route: string | undefined): void;
export declare function noteContentCache(outcome: 'hit' | 'miss'): void;
