/**
 * What the seeded page texts still say of the example company behind the shop. Its identity (name, form, capital,
 * head office, SIREN/SIRET, VAT, phone, e-mail, host) is the engine's record that staff keep at /admin/societe
 * (plugins/company, ADR 015): the legal notice, the terms of sale and the privacy policy print it above their text,
 * which names no company. Left here: the mediator, the DPO's address, and the Econergy privacy page's controller.
 */
export const COMPANY = {
  name: 'Maison Chaleur SAS',
  address: '18 rue des Forges, 69007 Lyon, France',
  siret: '912 345 675 00009',
  dpoEmail: 'dpo@maison-chaleur.fr',
  mediator:
    'CM2C (Centre de la Médiation de la Consommation de Conciliateurs de Justice), 49 rue de Ponthieu, 75008 Paris, site internet : https://www.cm2c.net',
} as const;
