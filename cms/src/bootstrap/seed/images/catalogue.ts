import type { IllustrationSpec } from './illustrations';

export type PictureSpec = IllustrationSpec & { alt: string };

const hero = (motif: IllustrationSpec['motif'], palette: IllustrationSpec['palette'], alt: string) => ({
  small: { motif, palette, width: 640, height: 800, alt },
  medium: { motif, palette, width: 1024, height: 640, alt },
  large: { motif, palette, width: 1920, height: 760, alt },
});
const square = (motif: IllustrationSpec['motif'], palette: IllustrationSpec['palette'], alt: string): PictureSpec => ({
  motif,
  palette,
  width: 640,
  height: 640,
  alt,
});
const cover = (motif: IllustrationSpec['motif'], palette: IllustrationSpec['palette'], alt: string): PictureSpec => ({
  motif,
  palette,
  width: 1200,
  height: 675,
  alt,
});

const variants = (prefix: string, set: ReturnType<typeof hero>): Record<string, PictureSpec> => ({
  [`${prefix}-small`]: set.small,
  [`${prefix}-medium`]: set.medium,
  [`${prefix}-large`]: set.large,
});

/** Every picture the seed uses, by key; the uploaded file is named `<key>.jpg`. */
export const PICTURES: Record<string, PictureSpec> = {
  ...variants('hero', hero('radiator', 'brown', 'Radiateur à inertie dans un salon chaleureux')),
  ...variants('banner-pro', hero('ruler', 'night', 'Radiateur et cotes de pose pour les professionnels')),
  ...variants('feature-smartlink', hero('smart-home', 'copper', 'Maison connectée Home Smartlink')),
  'category-radiateurs': square('radiator', 'cream', 'Radiateurs électriques'),
  'category-seche-serviette': square('towel-dryer', 'copper', 'Sèche-serviettes'),
  'category-cheminees': square('fireplace', 'night', 'Cheminées électriques'),
  'category-chauffe-eau': square('water-heater', 'brown', 'Chauffe-eau électriques'),
  'category-climatiseurs': square('air-conditioner', 'cream', 'Climatiseurs'),
  'category-home-smartlink': square('smart-home', 'copper', 'Home Smartlink'),
  'category-accessoires': square('thermostat', 'brown', 'Accessoires et thermostats'),
  'product-inertie': square('radiator', 'copper', 'Radiateur à inertie céramique'),
  'product-double-coeur': square('layers', 'cream', 'Radiateur double cœur'),
  'product-seche-serviettes': square('towel-dryer', 'brown', 'Sèche-serviettes électrique'),
  'product-chauffe-eau': square('water-heater', 'cream', 'Chauffe-eau électrique'),
  'product-cheminee': square('fireplace', 'copper', 'Cheminée électrique'),
  'product-climatiseur': square('air-conditioner', 'night', 'Climatiseur mural'),
  'article-puissance': cover('ruler', 'brown', 'Radiateur et mesures de la pièce'),
  'article-placement': cover('window', 'cream', 'Radiateur placé sous une fenêtre'),
  'article-programmation': cover('clock', 'copper', 'Programmation horaire du chauffage'),
  'article-gestes': cover('leaf', 'night', "Économies d'énergie"),
  'article-inertie': cover('layers', 'brown', 'Couches d’un radiateur à inertie'),
  'article-seche-serviettes': cover('towel-dryer', 'cream', 'Sèche-serviettes dans une salle de bains'),
  'article-smartlink': cover('smart-home', 'copper', 'Passerelle Home Smartlink et smartphone'),
};
