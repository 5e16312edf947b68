import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { DestinationStream, Logger } from 'pino';
import type { RequestNotes } from './requestContext.d.mts';

export declare function createLogger(options?: { build?: string; destination?: DestinationStream }): Logger;
export declare function siteLogger(build?: string): Logger;
export declare function buildIdOf(file: string | URL): string;
export declare function requestIdOf(headers: IncomingHttpHeaders): string;
export declare function loggedPath(url?: string, status?: number): string | undefined;
export declare function logRequest(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  notes: RequestNotes & { requestId: string },
  startedAt: number,
): void;
export declare function logError(logger: Logger, error: unknown, message?: string): void;
export declare function consoleToLog(logger: Logger): void;
