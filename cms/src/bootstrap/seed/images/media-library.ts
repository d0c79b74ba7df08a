import { mkdtemp, rm, writeFile } from 'fs/promises';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { PICTURES } from './catalogue';
import { illustrationSvg } from './illustrations';

type UploadedFile = { id: number };
type UploadService = {
  upload(input: {
    data: { fileInfo: { name: string; alternativeText: string; caption?: string } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<UploadedFile[]>;
};

export type MediaLibrary = {
  /** Id of the uploaded picture `key`, generating and uploading it on first use. */
  pictureId(key: string): Promise<number>;
  uploadedCount(): number;
  dispose(): Promise<void>;
};

/**
 * Pictures go through the upload plugin like an editor's would (responsive formats, media library entry);
 * a picture already in the library under the same name is reused, so re-running the seed uploads nothing.
 */
export function createMediaLibrary(strapi: Core.Strapi): MediaLibrary {
  const ids = new Map<string, number>();
  let workDir: string | undefined;
  let uploaded = 0;

  async function upload(key: string): Promise<number> {
    const spec = PICTURES[key];
    if (!spec) throw new Error(`Unknown seed picture "${key}"`);
    const name = `${key}.jpg`;
    const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name }, select: ['id'] });
    if (existing) return existing.id as number;

    workDir ??= await mkdtemp(path.join(os.tmpdir(), 'cms-seed-'));
    const filepath = path.join(workDir, name);
    const jpeg = await sharp(Buffer.from(illustrationSvg(spec))).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    await writeFile(filepath, jpeg);
    const service = strapi.plugin('upload').service('upload') as unknown as UploadService;
    const [file] = await service.upload({
      data: { fileInfo: { name, alternativeText: spec.alt } },
      files: { filepath, originalFilename: name, mimetype: 'image/jpeg', size: jpeg.length },
    });
    uploaded += 1;
    return file.id;
  }

  return {
    async pictureId(key) {
      const known = ids.get(key);
      if (known !== undefined) return known;
      const id = await upload(key);
      ids.set(key, id);
      return id;
    },
    uploadedCount: () => uploaded,
    async dispose() {
      if (workDir) await rm(workDir, { recursive: true, force: true });
    },
  };
}
