export type { CascoButtonProps } from './CascoButton.js';
export { CascoButton } from './CascoButton.js';
