import { inspect } from 'node:util';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closedPortUrl, configFor, startServer } from '../../test/server.js';
import { ApiError, isNetworkError } from '../http/ApiError.js';
import {
  CHANGE_ALREADY_CANCELLED,
  CONTRACT_ALREADY_CANCELLED,
  cancelChange,
  cancelContract,
  cancellationFailure,
} from './cancellation.js';

const server = await startServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

const token = 'S3cr3t+Token/with=chars';
const config = () => configFor(server);

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('cancel contract and cancel change', () => {
  it('cancel contract: POST on the product host, token in `encoded`, body {}', async () => {
    server.reply({ body: 'OK' });
    await expect(cancelContract(config(), token)).resolves.toBeUndefined();
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/product-host/api/latest/rest/email/onboarding/stop');
    expect(request.query).toEqual({ encoded: token });
    expect(request.body).toBe('{}');
    expect(request.headers['content-type']).toBe('application/json');
  });

  it('cancel change: POST, token in `encodedKey`, body {}', async () => {
    await cancelChange(config(), token);
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api-host/api/latest/rest/insurance/vehicle/revision/cancel');
    expect(request.query).toEqual({ encodedKey: token });
    expect(request.body).toBe('{}');
  });

  it('tells an already cancelled contract or change from other failures', async () => {
    server.reply({ status: 400, body: { errors: [CONTRACT_ALREADY_CANCELLED] } });
    expect(cancellationFailure(await failure(cancelContract(config(), token)))).toBe('already-cancelled');
    server.reply({ status: 400, body: { errors: [{ code: CHANGE_ALREADY_CANCELLED }] } });
    const change = await failure(cancelChange(config(), token));
    expect(cancellationFailure(change, CHANGE_ALREADY_CANCELLED)).toBe('already-cancelled');
    expect(cancellationFailure(change)).toBe('failed');
    server.reply({ status: 409, body: { errors: [CONTRACT_ALREADY_CANCELLED] } });
    expect(cancellationFailure(await failure(cancelContract(config(), token)))).toBe('failed');
    server.reply({ status: 500, body: 'oops' });
    expect(cancellationFailure(await failure(cancelContract(config(), token)))).toBe('failed');
  });

  it('sends no Referer, so the page URL with the token does not leak', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => new Response('{}'));
    await cancelContract({ ...config(), fetch: fetcher }, token);
    expect(fetcher.mock.calls[0]?.[1]?.referrerPolicy).toBe('no-referrer');
  });

  it('keeps the token out of the error of a network failure, cause included', async () => {
    const error = await failure(cancelContract({ ...config(), productHost: await closedPortUrl() }, token));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(inspect(error, { depth: 10 })).not.toContain('S3cr3t');
    expect((error as ApiError).cause).toBeUndefined();
    // The banner tells it from an answered failure: logged only, no dialog (SPEC §8).
    expect(isNetworkError(error)).toBe(true);
    expect(cancellationFailure(error)).toBe('failed');
  });

  it('keeps the token out of the error when fetch itself quotes the URL', async () => {
    const fetcher: typeof fetch = async (input) => {
      throw new TypeError(`Failed to parse URL from ${String(input)}`);
    };
    const error = await failure(cancelChange({ ...config(), fetch: fetcher }, token));
    expect(inspect(error, { depth: 10 })).not.toContain('S3cr3t');
    expect(JSON.stringify(error)).not.toContain('S3cr3t');
  });

  it('never logs the token', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation(() => undefined),
    );
    server.reply({ status: 400, body: { errors: [CONTRACT_ALREADY_CANCELLED] } });
    await failure(cancelContract(config(), token));
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  it('recognises an already cancelled change by its code whatever the status; a contract only with 400', () => {
    const change = new ApiError({
      status: 409,
      message: 'Conflict',
      errors: [{ code: CHANGE_ALREADY_CANCELLED }],
    });
    expect(cancellationFailure(change, CHANGE_ALREADY_CANCELLED)).toBe('already-cancelled');
    const contract = new ApiError({
      status: 409,
      message: 'Conflict',
      errors: [{ code: CONTRACT_ALREADY_CANCELLED }],
    });
    expect(cancellationFailure(contract)).toBe('failed');
  });
});
