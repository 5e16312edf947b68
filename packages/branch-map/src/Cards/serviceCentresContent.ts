import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { phoneNumber, street, zipCode } from '../contentFields.js';

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

const { labelled } = contentFields;

const centre = z.object({
  name: labelled(contentFields.text(), 'Název centra', 'Název servisního centra na kartě.'),
  street: street(),
  zip: zipCode(),
  city: labelled(contentFields.text(), 'Obec', 'Obec; podle ní jsou karty center seskupené.'),
  email: labelled(contentFields.optionalText(), 'E-mail', 'Nepovinné. E-mail centra.'),
  phone: phoneNumber(),
  latitude: labelled(
    z.number().check(z.gte(-90), z.lte(90)),
    'Zeměpisná šířka',
    'Poloha pro tlačítko Navigovat, -90 až 90 (Praha 50,08).',
  ),
  longitude: labelled(
    z.number().check(z.gte(-180), z.lte(180)),
    'Zeměpisná délka',
    'Poloha pro tlačítko Navigovat, -180 až 180 (Praha 14,42).',
  ),
});

/** `branches.service-centres`: the service centres' contact cards (SPEC §2 item 3), grouped by city. */
export const serviceCentresContent = z.pipe(
  z.object({
    heading: labelled(contentFields.optionalText(), 'Nadpis', 'Nepovinné. Prázdné: „Servisní centra“.'),
    perex: contentFields.perex(),
    centres: labelled(
      z.array(centre).check(z.minLength(1, 'Vyplňte aspoň jedno servisní centrum.')),
      'Servisní centra',
      'Aspoň jedno centrum.',
    ),
  }),
  z.transform((data): Required<ServiceCentresProps> => data),
);

/** The centres by city, in the order the content first names each city. */
export function byCity<T extends { city: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.city, [...(groups.get(item.city) ?? []), item]);
  return [...groups];
}
