export type { IslandLoader, IslandLoaders } from '@insurance-web/ui';
