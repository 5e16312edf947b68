export type { ContainerProps } from './Container.js';
export { Container } from './Container.js';
export { cardColumns, cardGridClass } from './cardGrid.js';
export {
  cardHeadingClass,
  containerClass,
  readingColumnClass,
  sectionHeadingClass,
  sectionPerexClass,
  sectionSpacingClass,
} from './layout.js';
export type { SectionHeadingProps } from './SectionHeading.js';
export { SectionHeading } from './SectionHeading.js';
export type { SectionShellProps } from './SectionShell.js';
export { SectionShell } from './SectionShell.js';
