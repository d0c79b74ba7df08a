/**
 * Ours: the staff's image upload (`POST /api/images/`, spec 7 "Files", multipart `file`) used by the editorial
 * screens; the engine stores it in the CMS's media library (plugins/editorial, ADR 015). One rule for the browser's
 * early check and the server's check of the bytes received.
 */

/** 5 MB (5 × 1024 × 1024 bytes): a photo for the web, not a camera original. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_TYPES = [
  { mime: 'image/jpeg', extension: 'jpg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', extension: 'png', extensions: ['png'] },
  { mime: 'image/webp', extension: 'webp', extensions: ['webp'] },
  { mime: 'image/avif', extension: 'avif', extensions: ['avif'] },
] as const;
export type ImageMime = (typeof IMAGE_TYPES)[number]['mime'];

/** The `accept` attribute of the image inputs. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES.map((type) => type.mime), ...IMAGE_TYPES.flatMap((type) => type.extensions.map((e) => `.${e}`))].join(',');

/** Any of these grants may upload (the editorial screens: legal pages, homepage, blog, FAQ). */
export const IMAGE_UPLOAD_GRANTS = ['legal', 'home', 'blog', 'faq'] as const;

export const IMAGE_TEXTS = {
  tooLarge: "L'image dépasse la taille maximale de 5 Mo.",
  wrongType: 'Seules les images JPEG, PNG, WebP et AVIF sont acceptées.',
  empty: "L'image est vide.",
  missing: "Aucune image reçue : joignez l'image dans le champ « file ».",
  alt: 'Le texte alternatif doit faire au plus 200 caractères.',
} as const;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * The type the content really has, from its first bytes, never from its name or declared type. AVIF is an ISO
 * media file whose `ftyp` box names the `avif` (still) or `avis` (sequence) brand.
 */
export function sniffImageType(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))) return 'image/avif';
  return null;
}

/** The size rule: the text to show, or undefined when the size is fine. */
export function imageSizeError(size: number): string | undefined {
  if (!Number.isFinite(size) || size <= 0) return IMAGE_TEXTS.empty;
  if (size > IMAGE_MAX_BYTES) return IMAGE_TEXTS.tooLarge;
  return undefined;
}

/** A file name safe to store: base name, letters, digits, dot, dash, underscore; the extension of the real type. */
export function cleanImageName(raw: unknown, mime: ImageMime): string {
  const extension = IMAGE_TYPES.find((type) => type.mime === mime)!.extension;
  const base = typeof raw === 'string' ? (raw.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '') : '';
  const clean = base.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return `${clean || 'image'}.${extension}`;
}

/** `POST /api/images/`'s answer: the CMS media's id (for an article's image) and its address. */
export type ApiImage = { id: number; url: string; name: string; mime: ImageMime; size: number; width: number | null; height: number | null };
