// The demo site of stories and tests, shared with Storybook (one fictional brand, a fixed "now").
export { demoSite } from '../../../.storybook/site.ts';
