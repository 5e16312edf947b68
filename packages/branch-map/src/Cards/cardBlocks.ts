import { defineBlock } from '@insurance-web/ui';
import { Dealers } from './Dealers.js';
import { dealersContent } from './dealersContent.js';
import { ServiceCentres } from './ServiceCentres.js';
import { serviceCentresContent } from './serviceCentresContent.js';

/** The service centres' contact cards: server markup only. */
export const serviceCentresBlock = defineBlock({
  type: 'branches.service-centres',
  label: 'Pobočky: servisní centra',
  content: serviceCentresContent,
  component: ServiceCentres,
});

/** The dealer cards: server markup only. */
export const dealersBlock = defineBlock({
  type: 'branches.dealers',
  label: 'Pobočky: prodejci a značky',
  content: dealersContent,
  component: Dealers,
});
