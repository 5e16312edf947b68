export type { PlateBubbleProps } from './PlateBubble.js';
export { PlateBubble } from './PlateBubble.js';
export { PlateQuoteBox } from './PlateQuoteBox.js';
export { QUOTE_FLOW_URL, ROLLOUT_DEFAULTS, ROLLOUT_FLAG } from './plateDefaults.js';
export type { FoundVehicle, LookupEvent, LookupState, RolloutState } from './plateLookup.js';
export {
  DEFAULT_LOOKUP,
  lookupReducer,
  needsRolloutCheck,
  PLATE_LOOKUP_MIN_LENGTH,
  plateError,
  quoteFlowHref,
  shouldLookUp,
  shouldRedirect,
  vehicleFromInfo,
} from './plateLookup.js';
export type { PlateMessages } from './plateMessages.js';
export { plateMessages, usePlateMessages } from './plateMessages.js';
export { plateQuoteBoxBlock } from './plateQuoteBoxBlock.js';
export type { PlateQuoteBoxLook, PlateQuoteBoxProps } from './plateQuoteBoxContent.js';
export { PLATE_QUOTE_BOX_LOOKS, plateQuoteBoxContent } from './plateQuoteBoxContent.js';
export { useRollout, useVehicleLookup } from './usePlateLookup.js';
export type { EntryOptions, KeyValueStorage, StoredVehicleLookup } from './vehicleLookupStorage.js';
export {
  browserStorage,
  loadVehicleLookup,
  lookupEntry,
  parseStoredVehicleLookup,
  saveVehicleLookup,
  VEHICLE_LOOKUP_STORAGE_KEY,
} from './vehicleLookupStorage.js';
export type { VehicleModel } from './vehicleModels.js';
export { findVehicleModel, VEHICLE_MODELS, vehicleName } from './vehicleModels.js';
