// Defaults of the plate box and the quote flow, apart from the content schema: the islands import
// these, and must not pull zod into the browser with them.

/** SPEC §2: the quote flow's route. */
export const QUOTE_FLOW_URL = '/auto/autosjednavac';
/** The feature flag of the new quote flow that the rollout check asks about (SPEC §7). */
export const ROLLOUT_FLAG = 'autosjednavac';
/** SPEC §9: rollout defaults, location Praha and brand Skoda. */
export const ROLLOUT_DEFAULTS = { location: 'Praha', brand: 'Skoda' } as const;
