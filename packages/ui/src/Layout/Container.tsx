import type { HTMLAttributes, Ref } from 'react';
import { containerClass } from './layout.js';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/** The content container of the page grid (`containerClass`): every block's content sits in one. */
export function Container({ className, ...props }: ContainerProps) {
  // Joined by hand, not with clsx: a block that only needs the container should not pay for it.
  return <div className={className ? `${containerClass} ${className}` : containerClass} {...props} />;
}
