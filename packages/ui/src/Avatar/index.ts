export type { AvatarProps, AvatarSize } from './Avatar.js';
export { Avatar } from './Avatar.js';
export { initials } from './initials.js';
