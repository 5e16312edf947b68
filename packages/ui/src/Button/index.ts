export type { ButtonProps, ButtonSize, ButtonVariant } from './Button.js';
export { Button, buttonClassName } from './Button.js';
