export { RadioGroup } from './RadioGroup.js';
export type { RadioGroupProps, RadioOption } from './RadioGroup.js';
