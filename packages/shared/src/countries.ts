/**
 * Countries offered for delivery and billing (spec section 3). The original list repeated some countries
 * and gave regional variants (Madeira, the Azores) the code PT; here each ISO 3166-1 alpha-2 code appears
 * once, since Medusa regions and addresses key countries by that code.
 */
export type DeliveryCountry = { name: string; code: string };

export const DEFAULT_COUNTRY_CODE = 'FR';

export const DELIVERY_COUNTRIES: DeliveryCountry[] = [
  { name: 'France', code: 'FR' },
  { name: 'Allemagne', code: 'DE' },
  { name: 'Autriche', code: 'AT' },
  { name: 'Belgique', code: 'BE' },
  { name: 'Bulgarie', code: 'BG' },
  { name: 'Chypre', code: 'CY' },
  { name: 'Croatie', code: 'HR' },
  { name: 'Danemark', code: 'DK' },
  { name: 'Espagne', code: 'ES' },
  { name: 'Estonie', code: 'EE' },
  { name: 'Finlande', code: 'FI' },
  { name: 'Grèce', code: 'GR' },
  { name: 'Hongrie', code: 'HU' },
  { name: 'Irlande', code: 'IE' },
  { name: 'Italie', code: 'IT' },
  { name: 'Lettonie', code: 'LV' },
  { name: 'Lituanie', code: 'LT' },
  { name: 'Luxembourg', code: 'LU' },
  { name: 'Malte', code: 'MT' },
  { name: 'Pays-Bas', code: 'NL' },
  { name: 'Pologne', code: 'PL' },
  { name: 'Portugal', code: 'PT' },
  { name: 'République tchèque', code: 'CZ' },
  { name: 'Roumanie', code: 'RO' },
  { name: 'Royaume-Uni', code: 'GB' },
  { name: 'Slovaquie', code: 'SK' },
  { name: 'Slovénie', code: 'SI' },
  { name: 'Suède', code: 'SE' },
  { name: 'Suisse', code: 'CH' },
];

/** French name of a country code (any case), or undefined when the shop does not deliver there. */
export function countryName(code: string): string | undefined {
  const upper = code.toUpperCase();
  return DELIVERY_COUNTRIES.find((country) => country.code === upper)?.name;
}

/** Does the shop deliver to this country code (any case)? */
export function isDeliveryCountry(code: unknown): boolean {
  return typeof code === 'string' && DELIVERY_COUNTRIES.some((country) => country.code === code.toUpperCase());
}
