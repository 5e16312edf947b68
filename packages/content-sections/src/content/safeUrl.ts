// Shared with every domain package: the rules live in `@insurance-web/ui`.
export { isExternalUrl, safeImageUrl, safeLinkUrl } from '@insurance-web/ui';
