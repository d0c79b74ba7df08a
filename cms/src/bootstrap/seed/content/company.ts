/**
 * The example company behind the shop, as the legal pages state it (fictitious but coherent values: the SIREN and
 * SIRET pass the Luhn check, the VAT key is computed from the SIREN), the engine's default identity too
 * (plugins/company, /admin/societe), which prints the legal notice's publisher: the CGV and privacy texts name it.
 */
export const COMPANY = {
  name: 'Maison Chaleur SAS',
  legalForm: 'société par actions simplifiée',
  capital: '50 000',
  address: '18 rue des Forges, 69007 Lyon, France',
  rcs: 'RCS Lyon 912 345 675',
  siret: '912 345 675 00009',
  vat: 'FR65 912 345 675',
  phone: '04 78 60 12 34',
  email: 'contact@maison-chaleur.fr',
  dpoEmail: 'dpo@maison-chaleur.fr',
  director: 'Claire Vasseur, présidente de Maison Chaleur SAS',
  host: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix, France (téléphone : 1007)',
  returnsAddress: 'Maison Chaleur — Service retours, 18 rue des Forges, 69007 Lyon, France',
  mediator:
    'CM2C (Centre de la Médiation de la Consommation de Conciliateurs de Justice), 49 rue de Ponthieu, 75008 Paris, site internet : https://www.cm2c.net',
} as const;
