import { ACCESSOIRES } from './data/accessoires';
import { CHAUFFE_EAU } from './data/chauffe-eau';
import { CHEMINEES } from './data/cheminees';
import { CLIMATISEURS } from './data/climatiseurs';
import { HOME_SMARTLINK } from './data/home-smartlink';
import { RADIATEURS } from './data/radiateurs';
import { SECHE_SERVIETTES } from './data/seche-serviette';
import type { CatalogueProduct } from './types';

export type { CatalogueProduct } from './types';
export { productImage, productFamily, type ProductFamily } from './image';

/** The seeded catalogue, in menu order of the category tree. */
export const CATALOGUE: CatalogueProduct[] = [
  ...RADIATEURS,
  ...SECHE_SERVIETTES,
  ...CHEMINEES,
  ...CHAUFFE_EAU,
  ...CLIMATISEURS,
  ...HOME_SMARTLINK,
  ...ACCESSOIRES,
];
