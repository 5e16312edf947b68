import { defineBlock } from '@insurance-web/ui';
import { MobilityForm } from './MobilityForm.js';
import { mobilityFormContent, mobilityGuaranteeFormContent } from './mobilityFormContent.js';

/** The mobility form as a page section; a form always hydrates (its code loads when it comes into view). */
export const mobilityFormBlock = defineBlock({
  type: 'forms.mobility',
  label: 'Formulář: mobilita',
  content: mobilityFormContent,
  component: MobilityForm,
  island: () => true,
});

/** The mobility guarantee form: the same form, sent with the mobility guarantee call. */
export const mobilityGuaranteeFormBlock = defineBlock({
  type: 'forms.mobility-guarantee',
  label: 'Formulář: záruka mobility',
  content: mobilityGuaranteeFormContent,
  component: MobilityForm,
  island: () => true,
});
