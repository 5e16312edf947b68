import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configFor, startServer } from '../../test/server.js';
import { isAbortError } from '../http/ApiError.js';
import { createVehicleLookup, VEHICLE_LOOKUP_DEBOUNCE_MS } from './vehicle.js';

const server = await startServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('createVehicleLookup', () => {
  it('waits 500 ms by default before it asks', async () => {
    expect(VEHICLE_LOOKUP_DEBOUNCE_MS).toBe(500);
    vi.useFakeTimers();
    try {
      const fetcher = vi.fn<typeof fetch>(async () =>
        Response.json({ manufacturerModelCode: 'X', registrationPlate: 'P' }),
      );
      const lookup = createVehicleLookup({ ...configFor(server), fetch: fetcher });
      const pending = lookup.lookup('1AB2345');
      await vi.advanceTimersByTimeAsync(499);
      expect(fetcher).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fetcher).toHaveBeenCalledTimes(1);
      await expect(pending).resolves.toEqual({ manufacturerModelCode: 'X', registrationPlate: 'P' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a newer lookup cancels the earlier one before it is sent', async () => {
    server.reply((request) => ({
      body: { manufacturerModelCode: 'M', registrationPlate: request.query.spz },
    }));
    const lookup = createVehicleLookup(configFor(server), 20);
    const first = lookup.lookup('1AB23');
    const second = lookup.lookup('1AB234');
    await expect(first).rejects.toSatisfy(isAbortError);
    await expect(second).resolves.toEqual({ manufacturerModelCode: 'M', registrationPlate: '1AB234' });
    expect(server.requests.map((request) => request.query.spz)).toEqual(['1AB234']);
  });

  it('a newer lookup aborts the earlier one in flight', async () => {
    server.reply((request) =>
      request.query.spz === 'SLOW'
        ? { hang: true }
        : { body: { manufacturerModelCode: 'M', registrationPlate: 'FAST' } },
    );
    const lookup = createVehicleLookup(configFor(server), 0);
    const first = lookup.lookup('SLOW');
    await expect.poll(() => server.requests.length).toBe(1);
    const second = lookup.lookup('FAST');
    await expect(first).rejects.toSatisfy(isAbortError);
    await expect(second).resolves.toMatchObject({ registrationPlate: 'FAST' });
  });

  it('cancel() aborts the pending lookup and sends nothing', async () => {
    const lookup = createVehicleLookup(configFor(server), 20);
    const pending = lookup.lookup('1AB2345');
    lookup.cancel();
    await expect(pending).rejects.toSatisfy(isAbortError);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(server.requests).toHaveLength(0);
  });

  it('a failed lookup rejects with the ApiError, not an abort', async () => {
    server.reply({ status: 404, body: { message: 'Vehicle not found' } });
    const lookup = createVehicleLookup(configFor(server), 0);
    await expect(lookup.lookup('0000000')).rejects.toMatchObject({
      status: 404,
      message: 'Vehicle not found',
    });
  });
});
