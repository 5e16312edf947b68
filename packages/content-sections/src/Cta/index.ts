export type { CtaProps } from './Cta.js';
export { Cta } from './Cta.js';
