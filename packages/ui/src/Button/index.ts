export { Button, buttonClassName } from './Button.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button.js';
