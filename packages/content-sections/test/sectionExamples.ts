// Every block's CMS examples, by section type: the renderers' fuzz tests (React here, Astro in the
// web host) put each type through the renderer with its own examples, valid and damaged.
import type { AnyBlockDefinition } from '@insurance-web/ui';
import fc from 'fast-check';
import { appDownloadBlock } from '../src/AppDownload/appDownloadBlock.js';
import { appDownloadFixtures, appDownloadInvalidFixtures } from '../src/AppDownload/fixtures.js';
import { cancellationBannerBlock } from '../src/CancellationBanner/cancellationBannerBlock.js';
import {
  cancellationBannerFixtures,
  cancellationBannerInvalidFixtures,
} from '../src/CancellationBanner/fixtures.js';
import { cardListBlock } from '../src/CardList/cardListBlock.js';
import { cardListFixtures, cardListInvalidFixtures } from '../src/CardList/fixtures.js';
import { carouselBannerBlock } from '../src/CarouselBanner/carouselBannerBlock.js';
import { carouselBannerFixtures, carouselBannerInvalidFixtures } from '../src/CarouselBanner/fixtures.js';
import { claimsLinkBlock } from '../src/ClaimsLink/claimsLinkBlock.js';
import { claimsLinkFixtures, claimsLinkInvalidFixtures } from '../src/ClaimsLink/fixtures.js';
import { companyDetailsBlock } from '../src/CompanyDetails/companyDetailsBlock.js';
import { companyDetailsFixtures, companyDetailsInvalidFixtures } from '../src/CompanyDetails/fixtures.js';
import { documentsBlock } from '../src/Documents/documentsBlock.js';
import { documentsFixtures, documentsInvalidFixtures } from '../src/Documents/fixtures.js';
import { dynamicSectionsBlock } from '../src/DynamicSections/dynamicSectionsBlock.js';
import { dynamicSectionsFixtures, dynamicSectionsInvalidFixtures } from '../src/DynamicSections/fixtures.js';
import { faqGridBlock } from '../src/FaqGrid/faqGridBlock.js';
import { faqGridFixtures, faqGridInvalidFixtures } from '../src/FaqGrid/fixtures.js';
import { faqRadioCardsBlock } from '../src/FaqRadioCards/faqRadioCardsBlock.js';
import { faqRadioCardsFixtures, faqRadioCardsInvalidFixtures } from '../src/FaqRadioCards/fixtures.js';
import { faqSectionBlock } from '../src/FaqSection/faqSectionBlock.js';
import { faqSectionFixtures, faqSectionInvalidFixtures } from '../src/FaqSection/fixtures.js';
import { heroFixtures, heroInvalidFixtures } from '../src/Hero/fixtures.js';
import { heroBlock } from '../src/Hero/heroBlock.js';
import { iframeFixtures, iframeInvalidFixtures } from '../src/Iframe/fixtures.js';
import { iframeBlock } from '../src/Iframe/iframeBlock.js';
import { infoSectionFixtures, infoSectionInvalidFixtures } from '../src/InfoSection/fixtures.js';
import { infoSectionBlock } from '../src/InfoSection/infoSectionBlock.js';
import { itemListFixtures, itemListInvalidFixtures } from '../src/ItemList/fixtures.js';
import { itemListBlock } from '../src/ItemList/itemListBlock.js';
import { logoCarouselFixtures, logoCarouselInvalidFixtures } from '../src/LogoCarousel/fixtures.js';
import { logoCarouselBlock } from '../src/LogoCarousel/logoCarouselBlock.js';
import { mainBannerFixtures, mainBannerInvalidFixtures } from '../src/MainBanner/fixtures.js';
import { mainBannerBlock } from '../src/MainBanner/mainBannerBlock.js';
import { mediaGalleryFixtures, mediaGalleryInvalidFixtures } from '../src/MediaGallery/fixtures.js';
import { mediaGalleryBlock } from '../src/MediaGallery/mediaGalleryBlock.js';
import { numberedListFixtures, numberedListInvalidFixtures } from '../src/NumberedList/fixtures.js';
import { numberedListBlock } from '../src/NumberedList/numberedListBlock.js';
import { peopleCardsFixtures, peopleCardsInvalidFixtures } from '../src/PeopleCards/fixtures.js';
import { peopleCardsBlock } from '../src/PeopleCards/peopleCardsBlock.js';
import { phoneBoxFixtures, phoneBoxInvalidFixtures } from '../src/PhoneBox/fixtures.js';
import { phoneBoxBlock } from '../src/PhoneBox/phoneBoxBlock.js';
import { photoModalFixtures, photoModalInvalidFixtures } from '../src/PhotoModal/fixtures.js';
import { photoModalBlock } from '../src/PhotoModal/photoModalBlock.js';
import { plateQuoteBoxFixtures, plateQuoteBoxInvalidFixtures } from '../src/PlateQuoteBox/fixtures.js';
import { plateQuoteBoxBlock } from '../src/PlateQuoteBox/plateQuoteBoxBlock.js';
import { productCarouselFixtures, productCarouselInvalidFixtures } from '../src/ProductCarousel/fixtures.js';
import { productCarouselBlock } from '../src/ProductCarousel/productCarouselBlock.js';
import { productListFixtures, productListInvalidFixtures } from '../src/ProductList/fixtures.js';
import { productListBlock } from '../src/ProductList/productListBlock.js';
import { releaseNotesFixtures, releaseNotesInvalidFixtures } from '../src/ReleaseNotes/fixtures.js';
import { releaseNotesBlock } from '../src/ReleaseNotes/releaseNotesBlock.js';
import { richTextFixtures, richTextInvalidFixtures } from '../src/RichText/fixtures.js';
import { richTextBlock } from '../src/RichText/richTextBlock.js';
import { signpostBannersFixtures, signpostBannersInvalidFixtures } from '../src/SignpostBanners/fixtures.js';
import { signpostBannersBlock } from '../src/SignpostBanners/signpostBannersBlock.js';
import { superBannerFixtures, superBannerInvalidFixtures } from '../src/SuperBanner/fixtures.js';
import { superBannerBlock } from '../src/SuperBanner/superBannerBlock.js';
import { testimonialsFixtures, testimonialsInvalidFixtures } from '../src/Testimonials/fixtures.js';
import { testimonialsBlock } from '../src/Testimonials/testimonialsBlock.js';
import { timelineFixtures, timelineInvalidFixtures } from '../src/Timeline/fixtures.js';
import { timelineBlock } from '../src/Timeline/timelineBlock.js';
import {
  vehicleQuoteFlowFixtures,
  vehicleQuoteFlowInvalidFixtures,
} from '../src/VehicleQuoteFlow/fixtures.js';
import { vehicleQuoteFlowBlock } from '../src/VehicleQuoteFlow/vehicleQuoteFlowBlock.js';

export interface SectionExamples {
  /** CMS data the block accepts, each with its `__component`. */
  valid: readonly object[];
  /** CMS data the block refuses. */
  invalid: readonly object[];
}

const catalogue: ReadonlyArray<readonly [AnyBlockDefinition, object, object]> = [
  [appDownloadBlock, appDownloadFixtures, appDownloadInvalidFixtures],
  [cancellationBannerBlock, cancellationBannerFixtures, cancellationBannerInvalidFixtures],
  [cardListBlock, cardListFixtures, cardListInvalidFixtures],
  [carouselBannerBlock, carouselBannerFixtures, carouselBannerInvalidFixtures],
  [claimsLinkBlock, claimsLinkFixtures, claimsLinkInvalidFixtures],
  [companyDetailsBlock, companyDetailsFixtures, companyDetailsInvalidFixtures],
  [documentsBlock, documentsFixtures, documentsInvalidFixtures],
  [dynamicSectionsBlock, dynamicSectionsFixtures, dynamicSectionsInvalidFixtures],
  [faqGridBlock, faqGridFixtures, faqGridInvalidFixtures],
  [faqRadioCardsBlock, faqRadioCardsFixtures, faqRadioCardsInvalidFixtures],
  [faqSectionBlock, faqSectionFixtures, faqSectionInvalidFixtures],
  [heroBlock, heroFixtures, heroInvalidFixtures],
  [iframeBlock, iframeFixtures, iframeInvalidFixtures],
  [infoSectionBlock, infoSectionFixtures, infoSectionInvalidFixtures],
  [itemListBlock, itemListFixtures, itemListInvalidFixtures],
  [logoCarouselBlock, logoCarouselFixtures, logoCarouselInvalidFixtures],
  [mainBannerBlock, mainBannerFixtures, mainBannerInvalidFixtures],
  [mediaGalleryBlock, mediaGalleryFixtures, mediaGalleryInvalidFixtures],
  [numberedListBlock, numberedListFixtures, numberedListInvalidFixtures],
  [peopleCardsBlock, peopleCardsFixtures, peopleCardsInvalidFixtures],
  [phoneBoxBlock, phoneBoxFixtures, phoneBoxInvalidFixtures],
  [photoModalBlock, photoModalFixtures, photoModalInvalidFixtures],
  [plateQuoteBoxBlock, plateQuoteBoxFixtures, plateQuoteBoxInvalidFixtures],
  [productCarouselBlock, productCarouselFixtures, productCarouselInvalidFixtures],
  [productListBlock, productListFixtures, productListInvalidFixtures],
  [releaseNotesBlock, releaseNotesFixtures, releaseNotesInvalidFixtures],
  [richTextBlock, richTextFixtures, richTextInvalidFixtures],
  [signpostBannersBlock, signpostBannersFixtures, signpostBannersInvalidFixtures],
  [superBannerBlock, superBannerFixtures, superBannerInvalidFixtures],
  [testimonialsBlock, testimonialsFixtures, testimonialsInvalidFixtures],
  [timelineBlock, timelineFixtures, timelineInvalidFixtures],
  [vehicleQuoteFlowBlock, vehicleQuoteFlowFixtures, vehicleQuoteFlowInvalidFixtures],
];

/** Each block's examples by CMS type; an example without its type gets the block's. */
export const sectionExamples: ReadonlyMap<string, SectionExamples> = new Map(
  catalogue.map(([block, valid, invalid]) => {
    const typed = (example: object) => ({ __component: block.type, ...example });
    return [
      block.type,
      { valid: Object.values(valid).map(typed), invalid: Object.values(invalid).map(typed) },
    ] as const;
  }),
);

/** An example with up to four fields removed, emptied or replaced by any JSON (its type kept). */
export function damagedSection(example: object): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(example).filter((key) => key !== '__component');
  if (keys.length === 0) return fc.constant({ ...example });
  return fc
    .array(
      fc.tuple(
        fc.constantFrom(...keys),
        fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant(''), fc.jsonValue({ maxDepth: 3 })),
      ),
      { maxLength: 4 },
    )
    .map((changes) => {
      const copy: Record<string, unknown> = { ...example };
      for (const [key, value] of changes) {
        if (value === undefined) delete copy[key];
        else copy[key] = value;
      }
      return copy;
    });
}

/**
 * A section of one of the given types as the CMS might send it: one of the block's own examples
 * (as is, or damaged: valid and invalid ones alike), or its type with arbitrary fields. A type
 * without examples here (another package's block) gets the latter only.
 */
export function anySectionOf(types: readonly string[]): fc.Arbitrary<unknown> {
  return fc.constantFrom(...types).chain((type) => {
    const examples = sectionExamples.get(type);
    const arbitraryFields = fc
      .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 })
      .map((fields) => ({ ...fields, __component: type }));
    if (!examples || examples.valid.length === 0) return arbitraryFields;
    const all = [...examples.valid, ...examples.invalid];
    return fc.oneof(
      { arbitrary: fc.constantFrom(...examples.valid), weight: 2 },
      { arbitrary: fc.constantFrom(...all).chain(damagedSection), weight: 3 },
      { arbitrary: arbitraryFields, weight: 1 },
    );
  });
}
