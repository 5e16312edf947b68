// The public face of @insurance-web/ui: components first, their props types after.

export type { AvatarProps, AvatarSize } from './Avatar/index.js';
export { Avatar } from './Avatar/index.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/index.js';
export { Button, buttonClassName } from './Button/index.js';
// Lazy per-block loading (issue 25 point 8)
export type {
  BlockLoader,
  BlockLoaders,
  LazySectionRegistry,
  LoadedSectionBlocks,
} from './blocks/blockLoaders.js';
export { createLazyRegistry, loadSectionBlocks } from './blocks/blockLoaders.js';
export type {
  AnyBlockDefinition,
  BlockDefinition,
  Calculation,
  CalculatorProps,
  CalculatorProviderProps,
  Calculators,
  CalculatorUnavailableMessages,
  CalculatorUnavailableProps,
  ContentIssue,
  ContentSchema,
  IslandLoader,
  IslandLoaders,
  RegistryOptions,
  ResolvedSection,
  Section,
  SectionRegistry,
} from './blocks/index.js';
export {
  CALCULATION_CHANGE_EVENT,
  CALCULATION_STORAGE_PREFIX,
  CalculatorProvider,
  CalculatorUnavailable,
  calculatorUnavailableMessages,
  clearCalculation,
  contentProps,
  createRegistry,
  defineBlock,
  describeInvalidSection,
  parseCalculation,
  publishCalculation,
  readCalculation,
  resolveSection,
  sectionsAboveTheFold,
  subscribeCalculations,
  useCalculation,
  useCalculator,
} from './blocks/index.js';
export type { CarouselProps, CarouselTone, SlidesPerView } from './Carousel/index.js';
export {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_DRAG_THRESHOLD_PX,
  Carousel,
  DEFAULT_SLIDES_PER_VIEW,
} from './Carousel/index.js';
export type { CheckboxProps } from './Checkbox/index.js';
export { Checkbox } from './Checkbox/index.js';
export type { ButtonData, ButtonStyle, MediaFile, MediaKind, MediaSize } from './content/fields.js';
// The building blocks of every block's content schema (Strapi's `null` for empty fields, defaults).
export * as contentFields from './content/fields.js';
export { isExternalUrl, safeImageUrl, safeLinkUrl } from './content/safeUrl.js';
export { scriptSafeJson } from './content/scriptSafeJson.js';
export { telHref } from './content/telHref.js';
export type { DateFieldCalendar, DateFieldProps } from './DateField/index.js';
export { DateField, formatCzechDate, parseCzechDate } from './DateField/index.js';
export type { ErrorDialogProps } from './ErrorDialog/index.js';
export { ErrorDialog } from './ErrorDialog/index.js';
export type { FieldIds, FieldProps } from './Field/Field.js';
export { Field } from './Field/Field.js';
export type { FormProps, RequiredNoteProps } from './Form/index.js';
export { Form, focusFirstInvalidField, RequiredNote } from './Form/index.js';
export type { ImageData, ImageLoader, ImageProps } from './Image/index.js';
export { AboveTheFold, Image } from './Image/index.js';
// Decorative icons (aria-hidden; the control around one carries the name), sized by the font (1em).
export {
  AlertIcon,
  ArrowRightIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ExternalLinkIcon,
  Icon,
  InfoIcon,
  PauseIcon,
  PlayIcon,
} from './icons/icons.js';
// The page grid: one container, one section rhythm, one section heading (theme.css holds the tokens).
export type { ContainerProps, SectionHeadingProps, SectionShellProps } from './Layout/index.js';
export {
  Container,
  cardColumns,
  cardGridClass,
  cardHeadingClass,
  containerClass,
  readingColumnClass,
  SectionHeading,
  SectionShell,
  sectionHeadingClass,
  sectionPerexClass,
  sectionSpacingClass,
} from './Layout/index.js';
export type {
  LazyDialogButtonProps,
  LazyDialogControl,
  LazyDialogProps,
  LazyModule,
  LoadingDialogProps,
  ModuleLoader,
} from './LazyDialog/index.js';
export {
  createModuleLoader,
  LazyDialog,
  LazyDialogButton,
  LOAD_FAILED_EVENT,
  LoadingDialog,
  useLazyModule,
  useStandInEscape,
} from './LazyDialog/index.js';
export type { ModalProps, ModalSize } from './Modal/index.js';
export { Modal } from './Modal/index.js';
export type { UiMessages } from './messages.js';
export { uiMessages } from './messages.js';
export type { NativeSelectProps } from './NativeSelect/index.js';
export { NativeSelect } from './NativeSelect/index.js';
export type { PhoneFieldProps } from './PhoneField/index.js';
export { PHONE_PREFIX, PhoneField } from './PhoneField/index.js';
export type { RadioGroupProps, RadioOption } from './RadioGroup/index.js';
export { RadioGroup } from './RadioGroup/index.js';
export type { SelectOption, SelectProps } from './Select/index.js';
export { Select } from './Select/index.js';
export type {
  AnalyticsEvent,
  AnalyticsSink,
  ApiSettings,
  BrandConfig,
  BrandLogo,
  BrandVariant,
  Clock,
  Locale,
  MapTiles,
  NavigateOptions,
  NavigationAdapter,
  SetParamsOptions,
  Site,
  SiteConfig,
  SiteProviderProps,
  SiteUser,
} from './SiteProvider/index.js';
export {
  brandAttributes,
  browserNavigation,
  clockFor,
  fixedClock,
  heroLogo,
  memoryNavigation,
  noopAnalytics,
  SiteProvider,
  systemClock,
  URL_CHANGE_EVENT,
  useHref,
  useLocale,
  useQueryParam,
  useSite,
  useUiMessages,
} from './SiteProvider/index.js';
export type { TabItem, TabsProps } from './Tabs/index.js';
export { Tabs } from './Tabs/index.js';
export type { TextAreaProps } from './TextArea/index.js';
export { TextArea } from './TextArea/index.js';
export type { TextFieldProps } from './TextField/index.js';
export { TextField } from './TextField/index.js';
export type { ThankYouDialogProps } from './ThankYouDialog/index.js';
export { ThankYouDialog } from './ThankYouDialog/index.js';
export type { TooltipProps } from './Tooltip/index.js';
export { TOOLTIP_DELAY_MS, Tooltip } from './Tooltip/index.js';
export type { LottieAnimationProps, MediaSource, VideoPopupProps } from './VideoPopup/index.js';
export { LottieAnimation, resolveMediaSource, VideoPopup } from './VideoPopup/index.js';
