export type { TabItem, TabsProps } from './Tabs.js';
export { Tabs } from './Tabs.js';
