import { contentFields, safeLinkUrl } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { DEFAULT_POSITION_URL, POSITION_ID, positionHref } from './positionUrl.js';

const { labelled } = contentFields;

export interface CareersListProps {
  /** Default `Volné pozice`. */
  heading?: string;
  perex?: string;
  /**
   * The address of a position's detail, with `{positionId}` where its id goes: a path on this site
   * or the recruitment system's page (`https://…/pozice/{positionId}`). Default `/kariera/{positionId}`.
   */
  positionUrl?: string;
}

/** `careers.list`: an optional heading and perex, and the detail address of a position. */
export const careersListContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Volné pozice“.'),
    perex: contentFields.perex(),
    positionUrl: labelled(
      z.pipe(
        contentFields.optionalText(),
        z.transform((value, ctx) => {
          const template = value || DEFAULT_POSITION_URL;
          if (!template.includes(POSITION_ID) || safeLinkUrl(positionHref(template, '1')) === null) {
            ctx.issues.push({
              code: 'custom',
              message: 'Adresa pozice musí být bezpečný odkaz a obsahovat {positionId}.',
              input: value,
            });
            return z.NEVER;
          }
          return template;
        }),
      ),
      'Adresa detailu pozice',
      'Nepovinné. Adresa s {positionId} místo čísla pozice (https://…/pozice/{positionId}). Prázdné: /kariera/{positionId}.',
    ),
  }),
  z.transform((data): Required<CareersListProps> => data),
);
