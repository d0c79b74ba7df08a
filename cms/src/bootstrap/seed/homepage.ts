import type { Core } from '@strapi/strapi';
import { HOMEPAGE, type PictureRef } from './content/homepage';
import { documents } from './documents';
import type { MediaLibrary } from './images/media-library';

const isPictureRef = (value: unknown): value is PictureRef =>
  typeof value === 'object' && value !== null && '$picture' in value;

/** Copies `value`, replacing every picture marker with the id of the uploaded file. */
export async function resolvePictures(value: unknown, media: MediaLibrary): Promise<unknown> {
  if (isPictureRef(value)) return media.pictureId(value.$picture);
  if (Array.isArray(value)) {
    const resolved: unknown[] = [];
    for (const item of value) resolved.push(await resolvePictures(item, media));
    return resolved;
  }
  if (typeof value === 'object' && value !== null) {
    const resolved: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) resolved[key] = await resolvePictures(item, media);
    return resolved;
  }
  return value;
}

/** The homepage is a single type: created once, then left to the editors. */
export async function seedHomepage(strapi: Core.Strapi, media: MediaLibrary): Promise<boolean> {
  const homepage = documents(strapi, 'api::homepage.homepage');
  if (await homepage.findFirst({})) return false;
  const data = (await resolvePictures(HOMEPAGE, media)) as Record<string, unknown>;
  await homepage.create({ status: 'published', data });
  return true;
}
