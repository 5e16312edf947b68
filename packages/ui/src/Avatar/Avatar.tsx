import { Image } from '../Image/Image.js';
import type { ImageData } from '../Image/imageSources.js';
import { initials } from './initials.js';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** The person's name: the initials come from it when there is no photo. */
  name: string;
  photo?: ImageData | null;
  /** `sm` 3.5 rem (a quote's author), `md` 4 rem (a branch's people), `lg` 8 rem (a person's card). */
  size?: AvatarSize;
  className?: string;
}

const BOX: Record<AvatarSize, { className: string; sizes: string }> = {
  sm: { className: 'size-14 text-lg', sizes: '3.5rem' },
  md: { className: 'size-16 text-xl', sizes: '4rem' },
  lg: { className: 'size-32 text-4xl', sizes: '8rem' },
};

// Joined by hand: three strings need no clsx, which would add its weight to every block using this.
const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A person's round picture: the photo, or the initials of the name on the brand's soft colour when
 * there is none. Decorative either way (hidden from screen readers, the photo's alt empty): an avatar
 * always stands next to the name it shows, which a screen reader would otherwise hear twice.
 */
export function Avatar({ name, photo, size = 'md', className }: AvatarProps) {
  const box = BOX[size];
  if (photo) {
    return (
      <Image
        image={{ ...photo, alt: '' }}
        sizes={box.sizes}
        className={classes('shrink-0 rounded-full bg-brand-soft object-cover', box.className, className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-avatar-initials=""
      className={classes(
        'inline-flex shrink-0 select-none items-center justify-center rounded-full bg-brand-soft font-bold text-brand',
        box.className,
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
