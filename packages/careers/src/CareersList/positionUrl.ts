/**
 * A position's detail address, apart from the block's content schema: the list island needs only
 * these, and importing the schema would bundle zod and ui's field helpers into it.
 */

/** Where `{positionId}` goes in a position's address (SPEC §2: the detail's path parameter). */
export const POSITION_ID = '{positionId}';

/** The detail page of a position on this site, unless the editor names another address. */
export const DEFAULT_POSITION_URL = `/kariera/${POSITION_ID}`;

/** A position's detail address from the template. */
export function positionHref(template: string, id: string): string {
  return template.replaceAll(POSITION_ID, encodeURIComponent(id));
}
