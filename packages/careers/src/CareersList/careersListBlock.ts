import { defineBlock } from '@insurance-web/ui';
import { CareersList } from './CareersList.js';
import { careersListContent } from './careersListContent.js';

/** The careers list as a page section: it fetches the positions in the browser, so it always hydrates. */
export const careersListBlock = defineBlock({
  type: 'careers.list',
  label: 'Kariéra: volné pozice',
  content: careersListContent,
  component: CareersList,
  island: () => true,
});
