// Shared by every package that defines blocks: the one definition is the repository's test/.
export type { BlockExamples } from '../../../test/blockContract.tsx';
export { describeBlockContract, inSite, renderBlockToHtml } from '../../../test/blockContract.tsx';
