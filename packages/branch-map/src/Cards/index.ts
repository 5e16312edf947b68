export { dealersBlock, serviceCentresBlock } from './cardBlocks.js';
export { Dealers } from './Dealers.js';
export type { Dealer, DealerBrand, DealersProps } from './dealerBrands.js';
export { DEALER_BRANDS, DEFAULT_LOGO_PATH } from './dealerBrands.js';
export { ServiceCentres } from './ServiceCentres.js';
export type { ServiceCentre, ServiceCentresProps } from './serviceCentresContent.js';
