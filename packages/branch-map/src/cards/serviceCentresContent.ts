import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';

export interface ServiceCentre {
  name: string;
  street: string;
  zip: string;
  city: string;
  email: string;
  phone: string;
  latitude: number;
  longitude: number;
}

export interface ServiceCentresProps {
  /** Default `Servisní centra`. */
  heading?: string;
  perex?: string;
  centres: readonly ServiceCentre[];
}

const centre = z.object({
  name: contentFields.text(),
  street: contentFields.text(),
  zip: contentFields.optionalText(),
  city: contentFields.text(),
  email: contentFields.optionalText(),
  phone: contentFields.optionalText(),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
});

/** `branches.service-centres`: the service centres' contact cards (SPEC §2 item 3), grouped by city. */
export const serviceCentresContent = z.pipe(
  z.object({
    heading: contentFields.optionalText(),
    perex: contentFields.optionalText(),
    centres: z.array(centre).check(z.minLength(1, 'Vyplňte aspoň jedno servisní centrum.')),
  }),
  z.transform((data): Required<ServiceCentresProps> => data),
);

/** The centres by city, in the order the content first names each city. */
export function byCity<T extends { city: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.city, [...(groups.get(item.city) ?? []), item]);
  return [...groups];
}
