import { branchBlocks } from '@insurance-web/branch-map';
import { callbackFormBlocks } from '@insurance-web/callback-forms';
import { careersBlocks } from '@insurance-web/careers';
import { cascoDialogBlocks } from '@insurance-web/casco-dialog';
import { contentSectionBlocks, heroBlock, vehicleQuoteFlowBlock } from '@insurance-web/content-sections';
import { type AnyBlockDefinition, createRegistry } from '@insurance-web/ui';
import { HeroWithCallback } from '../islands/HeroWithCallback';
import { VehicleQuoteFlowWithCallback } from '../islands/VehicleQuoteFlowWithCallback';
import { demoCascoCalculationBlock } from './demoCascoCalculation';
import { throwingTestBlock } from './testBlocks';

/**
 * The site's one section registry, composed from what each package exports (DESIGN.md). The host's
 * own part: the hero gets the `Zavolejte mi` action of the call-back form, so with `callbackButton`
 * on it is an island; without, plain HTML.
 */
const heroWithCallback: AnyBlockDefinition = {
  ...heroBlock,
  component: HeroWithCallback,
  island: (props: { callbackButton: boolean }) => props.callbackButton,
};

/** The quote flow offers the call-back form where no calculator is registered (none is, here). */
const vehicleQuoteFlowWithCallback: AnyBlockDefinition = {
  ...vehicleQuoteFlowBlock,
  component: VehicleQuoteFlowWithCallback,
};

/** Blocks that exist only when the end-to-end tests ask for them (a block that throws). */
const testBlocks = process.env.SITE_TEST_BLOCKS === '1' ? [throwingTestBlock] : [];

export const registry = createRegistry(
  [
    ...contentSectionBlocks,
    ...callbackFormBlocks,
    ...cascoDialogBlocks,
    ...careersBlocks,
    ...branchBlocks,
    demoCascoCalculationBlock,
    ...testBlocks,
  ],
  {
    replace: [heroWithCallback, vehicleQuoteFlowWithCallback],
  },
);
