export { dealersBlock, serviceCentresBlock } from './cardBlocks.js';
export { Dealers } from './Dealers.js';
export type { Dealer, DealerBrand, DealersProps } from './dealersContent.js';
export { DEALER_BRANDS, DEFAULT_LOGO_PATH } from './dealersContent.js';
export { ServiceCentres } from './ServiceCentres.js';
export type { ServiceCentre, ServiceCentresProps } from './serviceCentresContent.js';
