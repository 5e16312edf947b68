import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { containerClass } from './layout.js';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/** The content container of the page grid (`containerClass`): every block's content sits in one. */
export function Container({ className, ...props }: ContainerProps) {
  return <div className={clsx(containerClass, className)} {...props} />;
}
