import type { ComponentType } from 'react';
import type * as z from 'zod/mini';

/**
 * A content schema: the CMS section's fields in (anything: the CMS is not trusted), the block's
 * props out, with defaults for optional fields. It is the only place that knows the CMS's field names.
 */
// biome-ignore lint/suspicious/noExplicitAny: a schema's input is whatever the CMS sent
export type ContentSchema<Props> = z.ZodMiniType<Props, any>;

/** One content block: everything a renderer needs to turn a CMS section into HTML (and an island). */
export interface BlockDefinition<Props extends object = object> {
  /** The CMS component name, Strapi's `__component` (`blocks.hero`). */
  type: string;
  /** The block's name as editors know it, in Czech (`Úvodní banner`): used in editors' notices. */
  label: string;
  content: ContentSchema<Props>;
  /** Renders on the server; interactive blocks carry `"use client"` in their own file. */
  component: ComponentType<Props>;
  /**
   * Whether the block, given its props, must hydrate in the browser. Default: never; a page whose
   * blocks are all static ships no JavaScript.
   */
  island?: (props: Props) => boolean;
  /**
   * An island whose work cannot wait until the visitor scrolls to it: the host hydrates it as soon as
   * the page has loaded, wherever it sits (the cancellation banner takes the token out of the
   * address bar). Default: islands hydrate when they come into view.
   */
  hydrateOnLoad?: boolean;
  /**
   * Whether the block, given its props, holds elements whose clicks are tracked
   * (`analyticsAttributes`): the host then adds the small delegated click tracker, no framework.
   */
  tracksClicks?: (props: Props) => boolean;
  /**
   * Whether the block, given its props, shows a page's main picture, loaded first and with priority
   * (the hero's image). The host then loads at once only the first section's images; otherwise the
   * second section's too, one of which is likely the page's largest paint (`sectionsAboveTheFold`).
   */
  mainImage?: (props: Props) => boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds blocks of every props type
export type AnyBlockDefinition = BlockDefinition<any>;

/** Declares a block; the identity function is there for the props type to flow from schema to component. */
export function defineBlock<Props extends object>(
  definition: BlockDefinition<Props>,
): BlockDefinition<Props> {
  return definition;
}
