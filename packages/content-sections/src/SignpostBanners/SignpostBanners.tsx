import { cardGridClass, Image } from '@insurance-web/ui';
import { BlockSection } from '../layout/BlockSection.js';
import { SignpostLink } from './SignpostLink.js';
import type { SignpostBannersProps } from './signpostBannersContent.js';

/** Banners that lead to other parts of the site: a card per destination, its link tracked as a guidepost. */
export function SignpostBanners({ heading, perex, items }: SignpostBannersProps) {
  // Item headings sit one level under the block's heading, so the outline has no gap.
  const ItemHeading = heading ? 'h3' : 'h2';
  return (
    <BlockSection heading={heading} perex={perex}>
      {items.length > 0 ? (
        <ul data-section-box="" className={`${cardGridClass(items.length)} gap-6`}>
          {items.map((item, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: items are positional CMS content
              key={index}
              className="flex min-w-0 flex-col gap-4 rounded-card border border-line bg-surface p-6"
            >
              {item.image ? (
                <Image
                  image={item.image}
                  sizes="(min-width: 64rem) 18rem, (min-width: 29rem) 45vw, 100vw"
                  className="h-auto w-full rounded-field"
                />
              ) : null}
              <ItemHeading className="text-xl font-bold text-ink [overflow-wrap:anywhere]">
                {item.heading}
              </ItemHeading>
              {item.perex ? <p className="text-ink-muted [overflow-wrap:anywhere]">{item.perex}</p> : null}
              <div className="mt-auto pt-2">
                <SignpostLink button={item.button} label={item.heading} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </BlockSection>
  );
}
