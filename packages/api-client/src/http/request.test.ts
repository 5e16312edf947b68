import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortUrl, configFor, startServer } from '../../test/server.js';
import { endpoint } from '../endpoints/endpoint.js';
import { ApiError, isAbortError, isApiError, isNetworkError, UNKNOWN_ERROR_MESSAGE } from './ApiError.js';
import { createApiKeyStore } from './apiKey.js';
import { send, sendJson, sendOnly } from './request.js';

const server = await startServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

const config = () => configFor(server);
const ping = endpoint('latest', 'ping', 'POST');

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('send: the request', () => {
  it('puts JSON bodies on the wire with their content type, and the x-source header', async () => {
    await sendOnly(config(), ping, { json: { a: 1 }, source: 'WEB_OTHER' });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api-host/api/latest/rest/ping');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-source']).toBe('WEB_OTHER');
    expect(request.headers['x-api-key']).toBeUndefined();
    expect(request.json).toEqual({ a: 1 });
  });

  it('sends the lead’s Idempotency-Key when given one, and none otherwise', async () => {
    await sendOnly(config(), ping, { json: { a: 1 }, idempotencyKey: 'lead-7f3a' });
    expect(server.last().headers['idempotency-key']).toBe('lead-7f3a');
    await sendOnly(config(), ping, { json: { a: 1 } });
    expect(server.last().headers['idempotency-key']).toBeUndefined();
  });

  it('sends no content type without a body, and defaults the method to GET', async () => {
    await send(config(), endpoint('svc', 'x'));
    expect(server.last().method).toBe('GET');
    expect(server.last().headers['content-type']).toBeUndefined();
  });

  it('uses the injected fetch', async () => {
    const urls: string[] = [];
    const fetcher: typeof fetch = async (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    await sendOnly({ ...config(), fetch: fetcher }, ping);
    expect(urls).toEqual([`${server.url}/api-host/api/latest/rest/ping`]);
  });

  it('reads JSON responses, and an empty body as undefined', async () => {
    server.reply({ body: { ok: true } });
    await expect(sendJson(config(), ping)).resolves.toEqual({ ok: true });
    server.reply({ status: 200 });
    await expect(sendJson(config(), ping)).resolves.toBeUndefined();
  });

  it('turns a success body that is not JSON into an ApiError, not a crash', async () => {
    server.reply({ body: '<html>' });
    const error = await failure(sendJson(config(), ping));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
  });
});

describe('send: the error catalogue of SPEC §8', () => {
  it('raises a JSON error body as an ApiError with every field and the original body', async () => {
    const body = {
      message: 'Validation failed',
      errors: [
        { field: 'phone', message: 'Bad phone', code: 'phoneInvalid' },
        'terminateOnboardingEventNotFound',
      ],
      warnings: [{ code: 'slow' }],
      details: { traceId: 'abc' },
    };
    server.reply({ status: 422, body });
    const error = await failure(sendOnly(config(), ping, { json: {} }));
    expect(isApiError(error)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError).toBeInstanceOf(Error);
    expect(apiError.name).toBe('ApiError');
    expect(apiError.message).toBe('Validation failed');
    expect(apiError.status).toBe(422);
    expect(apiError.errors).toEqual([
      { field: 'phone', message: 'Bad phone', code: 'phoneInvalid' },
      { code: 'terminateOnboardingEventNotFound' },
    ]);
    expect(apiError.warnings).toEqual([{ code: 'slow' }]);
    expect(apiError.details).toEqual({ traceId: 'abc' });
    expect(apiError.body).toEqual(body);
  });

  it('reads errors given as a record of field to message(s)', async () => {
    server.reply({
      status: 400,
      body: { errors: { phone: 'Bad phone', email: ['Bad e-mail', 'Too long'] } },
    });
    const error = (await failure(sendOnly(config(), ping))) as ApiError;
    expect(error.errors).toEqual([
      { field: 'phone', message: 'Bad phone' },
      { field: 'email', message: 'Bad e-mail' },
      { field: 'email', message: 'Too long' },
    ]);
    expect(error.message).toBe('Request failed with status 400');
  });

  it('keeps a non-JSON error body as text', async () => {
    server.reply({ status: 502, body: '<html><body>Bad gateway</body></html>' });
    const error = (await failure(sendOnly(config(), ping))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.body).toBe('<html><body>Bad gateway</body></html>');
    expect(error.errors).toEqual([]);
    expect(error.message).toBe('Request failed with status 502');
  });

  it('copes with an empty error body', async () => {
    server.reply({ status: 503 });
    const error = (await failure(sendOnly(config(), ping))) as ApiError;
    expect(error.status).toBe(503);
    expect(error.body).toBeUndefined();
  });

  it('turns a network failure into status 500, "An unknown error occurred", empty errors', async () => {
    const error = (await failure(sendOnly({ ...config(), host: await closedPortUrl() }, ping))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.message).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(error.errors).toEqual([]);
    expect(error.warnings).toEqual([]);
    expect(error.cause).toBeDefined();
    expect(isNetworkError(error)).toBe(true);
  });

  it('tells a network failure from an answered 500, whatever the answer says', async () => {
    server.reply({ status: 500, body: { message: UNKNOWN_ERROR_MESSAGE, details: { reason: 'network' } } });
    const answered = (await failure(sendOnly(config(), ping))) as ApiError;
    expect(answered.status).toBe(500);
    expect(isNetworkError(answered)).toBe(false);
    server.reply({ status: 500 });
    expect(isNetworkError(await failure(sendOnly(config(), ping)))).toBe(false);
    expect(isNetworkError(new Error('Failed to fetch'))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });

  it('lets an aborted request through as an abort, recognisable and not an ApiError', async () => {
    server.reply({ hang: true });
    const controller = new AbortController();
    const pending = sendOnly(config(), ping, { signal: controller.signal });
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    const error = await failure(pending);
    expect(isAbortError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
  });

  it('does not take ordinary errors for aborts', () => {
    expect(isAbortError(new Error('x'))).toBe(false);
    expect(isAbortError(new ApiError({ status: 500, message: 'x' }))).toBe(false);
    expect(isAbortError(null)).toBe(false);
    expect(isAbortError(new DOMException('stop', 'AbortError'))).toBe(true);
  });
});

describe('send: the API key of SPEC §6', () => {
  it('sends x-api-key when the store is active and holds a key', async () => {
    await sendOnly({ ...config(), apiKeys: createApiKeyStore({ key: 'key-1' }) }, ping);
    expect(server.last().headers['x-api-key']).toBe('key-1');
  });

  it('sends no key while the store is inactive', async () => {
    await sendOnly({ ...config(), apiKeys: createApiKeyStore({ active: false, key: 'key-1' }) }, ping);
    expect(server.last().headers['x-api-key']).toBeUndefined();
  });

  it('waits for the key to appear, then sends it', async () => {
    const store = createApiKeyStore();
    const pending = sendOnly({ ...config(), apiKeys: store }, ping);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.requests).toHaveLength(0);
    store.setKey('late-key');
    await pending;
    expect(server.requests).toHaveLength(1);
    expect(server.last().headers['x-api-key']).toBe('late-key');
  });

  it('goes on without a key when the store turns inactive while waiting', async () => {
    const store = createApiKeyStore();
    const pending = sendOnly({ ...config(), apiKeys: store }, ping);
    store.setActive(false);
    await pending;
    expect(server.last().headers['x-api-key']).toBeUndefined();
  });

  it('gives up after the wait limit, with status 500, and never reaches the server', async () => {
    const store = createApiKeyStore();
    const started = Date.now();
    const error = (await failure(
      sendOnly({ ...config(), apiKeys: store, apiKeyWaitMs: 40 }, ping),
    )) as ApiError;
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.details).toEqual({ reason: 'apiKeyTimeout' });
    expect(server.requests).toHaveLength(0);
    store.setKey('too-late');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(0);
  });

  it('stops waiting when the call is aborted', async () => {
    const controller = new AbortController();
    const pending = sendOnly({ ...config(), apiKeys: createApiKeyStore() }, ping, {
      signal: controller.signal,
    });
    controller.abort();
    expect(isAbortError(await failure(pending))).toBe(true);
    expect(server.requests).toHaveLength(0);
  });
});

describe('send: a broken error body', () => {
  it('still reports the status when the error body cannot be read', async () => {
    const fetcher: typeof fetch = async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.error(new TypeError('terminated'));
          },
        }),
        { status: 503 },
      );
    const error = (await failure(sendOnly({ ...config(), fetch: fetcher }, ping))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.body).toBeUndefined();
  });
});
