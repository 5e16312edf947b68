export type { RadioGroupProps, RadioOption } from './RadioGroup.js';
export { RadioGroup } from './RadioGroup.js';
