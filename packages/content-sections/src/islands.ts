// The browser side of the blocks that hydrate: `@insurance-web/content-sections/islands`.
// It imports no content schema, so an island's code stays small.
import type { IslandLoaders } from './registry/islands.js';

export type { IslandLoader, IslandLoaders } from './registry/islands.js';

/** Loaders of this package's islands, by CMS type. */
export const contentSectionIslands: IslandLoaders = {
  'blocks.carousel-banner': () => import('./CarouselBanner/CarouselBanner.js').then((m) => m.CarouselBanner),
  'blocks.logo-carousel': () => import('./LogoCarousel/LogoCarousel.js').then((m) => m.LogoCarousel),
  'blocks.main-banner': () => import('./MainBanner/MainBanner.js').then((m) => m.MainBanner),
  'blocks.item-list': () => import('./ItemList/ItemList.js').then((m) => m.ItemList),
  'blocks.numbered-list': () => import('./NumberedList/NumberedList.js').then((m) => m.NumberedList),
  'blocks.people-cards': () => import('./PeopleCards/PeopleCards.js').then((m) => m.PeopleCards),
  'blocks.photo-modal': () => import('./PhotoModal/PhotoModal.js').then((m) => m.PhotoModal),
  'blocks.product-list': () => import('./ProductList/ProductList.js').then((m) => m.ProductList),
  'blocks.product-carousel': () =>
    import('./ProductCarousel/ProductCarousel.js').then((m) => m.ProductCarousel),
  'blocks.info-section': () => import('./InfoSection/InfoSection.js').then((m) => m.InfoSection),
  'blocks.dynamic-sections': () =>
    import('./DynamicSections/DynamicSections.js').then((m) => m.DynamicSections),
  'blocks.iframe': () => import('./Iframe/Iframe.js').then((m) => m.Iframe),
  'blocks.faq': () => import('./FaqSection/FaqSection.js').then((m) => m.FaqSection),
  'blocks.faq-grid': () => import('./FaqGrid/FaqGrid.js').then((m) => m.FaqGrid),
  'blocks.faq-radio-cards': () => import('./FaqRadioCards/FaqRadioCards.js').then((m) => m.FaqRadioCards),
  'blocks.release-notes': () => import('./ReleaseNotes/ReleaseNotes.js').then((m) => m.ReleaseNotes),
  'blocks.cancellation-banner': () =>
    import('./CancellationBanner/CancellationBanner.js').then((m) => m.CancellationBanner),
  'blocks.plate-quote-box': () => import('./PlateQuoteBox/PlateQuoteBox.js').then((m) => m.PlateQuoteBox),
  'blocks.vehicle-quote-flow': () =>
    import('./VehicleQuoteFlow/VehicleQuoteFlow.js').then((m) => m.VehicleQuoteFlow),
};
