import { describe, expect, it } from 'vitest';
import { findVehicleModel, VEHICLE_MODELS, vehicleName } from './vehicleModels';

/** The model codes the sandbox back end answers (apps/sandbox-api/src/demoData.ts). */
const SANDBOX_CODES = ['SKODA_OCTAVIA', 'VW_GOLF', 'KIA_CEED', 'SKODA_FABIA', 'FIAT_DUCATO'];

describe('the local vehicle model table (SPEC §3)', () => {
  it('names every model the sandbox answers', () => {
    expect(
      SANDBOX_CODES.map((code) =>
        vehicleName(findVehicleModel(code) ?? { manufacturerName: null, modelName: null }),
      ),
    ).toEqual(['Škoda Octavia', 'Volkswagen Golf', 'Kia Ceed', 'Škoda Fabia', 'Fiat Ducato']);
  });

  it('has each code once, in upper case, with both names', () => {
    const codes = VEHICLE_MODELS.map((model) => model.modelCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const model of VEHICLE_MODELS) {
      expect(model.modelCode).toMatch(/^[A-Z0-9_]+$/);
      expect(model.manufacturerName.trim()).not.toBe('');
      expect(model.modelName.trim()).not.toBe('');
    }
  });

  it('finds a code whatever its case and spaces, and nothing for an unknown one', () => {
    expect(findVehicleModel(' skoda_octavia ')?.modelName).toBe('Octavia');
    expect(findVehicleModel('LADA_NIVA')).toBeNull();
    expect(findVehicleModel('')).toBeNull();
  });

  it('names a vehicle only with both names', () => {
    expect(vehicleName({ manufacturerName: 'Škoda', modelName: null })).toBeNull();
    expect(vehicleName({ manufacturerName: null, modelName: 'Octavia' })).toBeNull();
  });
});
