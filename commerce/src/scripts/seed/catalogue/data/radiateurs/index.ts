import { expandRange } from '../../define';
import type { CatalogueProduct } from '../../types';
import { DOUBLE_COEUR_RANGES } from './double-coeur';
import { INERTIE_RANGES } from './inertie';
import { PANNEAU_MOBILE_RANGES } from './panneaux-mobiles';

/** Every product under 'radiateurs' (split in three files to keep each short). */
export const RADIATEURS: CatalogueProduct[] = [
  ...INERTIE_RANGES,
  ...DOUBLE_COEUR_RANGES,
  ...PANNEAU_MOBILE_RANGES,
].flatMap(expandRange);
