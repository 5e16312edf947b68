/**
 * The local vehicle model table (SPEC §3): the vehicle info call answers a `manufacturerModelCode`,
 * and the website names the vehicle from this table. The codes are the back end's (the sandbox's
 * demo codes are covered); the names are the makes' and models' own. A code not listed here still
 * counts as a found vehicle, only without a name.
 */
export interface VehicleModel {
  modelCode: string;
  manufacturerName: string;
  modelName: string;
}

const model = (modelCode: string, manufacturerName: string, modelName: string): VehicleModel => ({
  modelCode,
  manufacturerName,
  modelName,
});

export const VEHICLE_MODELS: readonly VehicleModel[] = [
  model('SKODA_CITIGO', 'Škoda', 'Citigo'),
  model('SKODA_FABIA', 'Škoda', 'Fabia'),
  model('SKODA_RAPID', 'Škoda', 'Rapid'),
  model('SKODA_SCALA', 'Škoda', 'Scala'),
  model('SKODA_OCTAVIA', 'Škoda', 'Octavia'),
  model('SKODA_SUPERB', 'Škoda', 'Superb'),
  model('SKODA_KAMIQ', 'Škoda', 'Kamiq'),
  model('SKODA_KAROQ', 'Škoda', 'Karoq'),
  model('SKODA_KODIAQ', 'Škoda', 'Kodiaq'),
  model('SKODA_ENYAQ', 'Škoda', 'Enyaq'),
  model('VW_POLO', 'Volkswagen', 'Polo'),
  model('VW_GOLF', 'Volkswagen', 'Golf'),
  model('VW_PASSAT', 'Volkswagen', 'Passat'),
  model('VW_T_ROC', 'Volkswagen', 'T-Roc'),
  model('VW_TIGUAN', 'Volkswagen', 'Tiguan'),
  model('VW_TOURAN', 'Volkswagen', 'Touran'),
  model('VW_ID3', 'Volkswagen', 'ID.3'),
  model('VW_TRANSPORTER', 'Volkswagen', 'Transporter'),
  model('VW_CADDY', 'Volkswagen', 'Caddy'),
  model('VW_CRAFTER', 'Volkswagen', 'Crafter'),
  model('AUDI_A3', 'Audi', 'A3'),
  model('AUDI_A4', 'Audi', 'A4'),
  model('AUDI_A6', 'Audi', 'A6'),
  model('AUDI_Q5', 'Audi', 'Q5'),
  model('SEAT_IBIZA', 'Seat', 'Ibiza'),
  model('SEAT_LEON', 'Seat', 'Leon'),
  model('SEAT_ATECA', 'Seat', 'Ateca'),
  model('KIA_PICANTO', 'Kia', 'Picanto'),
  model('KIA_CEED', 'Kia', 'Ceed'),
  model('KIA_SPORTAGE', 'Kia', 'Sportage'),
  model('FIAT_500', 'Fiat', '500'),
  model('FIAT_PANDA', 'Fiat', 'Panda'),
  model('FIAT_TIPO', 'Fiat', 'Tipo'),
  model('FIAT_DOBLO', 'Fiat', 'Doblò'),
  model('FIAT_DUCATO', 'Fiat', 'Ducato'),
  model('HYUNDAI_I20', 'Hyundai', 'i20'),
  model('HYUNDAI_I30', 'Hyundai', 'i30'),
  model('HYUNDAI_TUCSON', 'Hyundai', 'Tucson'),
  model('TOYOTA_YARIS', 'Toyota', 'Yaris'),
  model('TOYOTA_COROLLA', 'Toyota', 'Corolla'),
  model('TOYOTA_RAV4', 'Toyota', 'RAV4'),
  model('DACIA_SANDERO', 'Dacia', 'Sandero'),
  model('DACIA_DUSTER', 'Dacia', 'Duster'),
  model('RENAULT_CLIO', 'Renault', 'Clio'),
  model('RENAULT_MEGANE', 'Renault', 'Mégane'),
  model('PEUGEOT_208', 'Peugeot', '208'),
  model('PEUGEOT_308', 'Peugeot', '308'),
  model('CITROEN_C3', 'Citroën', 'C3'),
  model('OPEL_CORSA', 'Opel', 'Corsa'),
  model('OPEL_ASTRA', 'Opel', 'Astra'),
  model('FORD_FIESTA', 'Ford', 'Fiesta'),
  model('FORD_FOCUS', 'Ford', 'Focus'),
  model('FORD_TRANSIT', 'Ford', 'Transit'),
  model('BMW_3', 'BMW', 'řada 3'),
  model('BMW_X3', 'BMW', 'X3'),
  model('MERCEDES_C', 'Mercedes-Benz', 'třída C'),
  model('MERCEDES_SPRINTER', 'Mercedes-Benz', 'Sprinter'),
  model('MAZDA_CX5', 'Mazda', 'CX-5'),
  model('SUZUKI_VITARA', 'Suzuki', 'Vitara'),
  model('VOLVO_XC60', 'Volvo', 'XC60'),
  model('TESLA_MODEL_3', 'Tesla', 'Model 3'),
];

const byCode = new Map(VEHICLE_MODELS.map((entry) => [entry.modelCode, entry]));

/** The model of a back-end code (case and surrounding spaces ignored), or `null` when it is not listed. */
export function findVehicleModel(
  code: string,
  models: ReadonlyMap<string, VehicleModel> = byCode,
): VehicleModel | null {
  return models.get(code.trim().toUpperCase()) ?? null;
}

/** `Škoda Octavia`: how a vehicle is named to the visitor; `null` without both names. */
export function vehicleName(vehicle: {
  manufacturerName: string | null;
  modelName: string | null;
}): string | null {
  return vehicle.manufacturerName && vehicle.modelName
    ? `${vehicle.manufacturerName} ${vehicle.modelName}`
    : null;
}
