/**
 * Ours: attachments of contact messages (POST /api/files, then `file` on a message). One rule for the browser (checks
 * before uploading) and the server (checks the bytes it received): at most 5 MB, PDF, JPEG, PNG or WebP.
 */
import { z } from 'zod';

/** 5 MB (5 × 1024 × 1024 bytes). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export const ATTACHMENT_TYPES = [
  { mime: 'application/pdf', extension: 'pdf', extensions: ['pdf'] },
  { mime: 'image/jpeg', extension: 'jpg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', extension: 'png', extensions: ['png'] },
  { mime: 'image/webp', extension: 'webp', extensions: ['webp'] },
] as const;
export type AttachmentMime = (typeof ATTACHMENT_TYPES)[number]['mime'];

/** The `accept` attribute of the file inputs. */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_TYPES.map((type) => type.mime),
  ...ATTACHMENT_TYPES.flatMap((type) => type.extensions.map((extension) => `.${extension}`)),
].join(',');

export const ATTACHMENT_TEXTS = {
  tooLarge: 'Le fichier dépasse la taille maximale de 5 Mo.',
  wrongType: 'Seuls les fichiers PDF, JPEG, PNG et WebP sont acceptés.',
  empty: 'Le fichier est vide.',
  missing: 'Aucun fichier reçu : joignez un fichier dans le champ « file ».',
  unknownId: 'Cette pièce jointe est introuvable ou déjà utilisée : envoyez le fichier à nouveau.',
  tooManyUploads: "Trop d'envois de fichiers. Veuillez réessayer plus tard.",
} as const;

/** The size rule: the text to show, or undefined when the size is fine. */
export function attachmentSizeError(size: number): string | undefined {
  if (!Number.isFinite(size) || size <= 0) return ATTACHMENT_TEXTS.empty;
  if (size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_TEXTS.tooLarge;
  return undefined;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * The type the content really has, read from its first bytes (magic numbers), never from the name or the declared
 * type: a renamed executable is not a PDF. Null when it is none of the accepted types.
 */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentMime | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * The browser's early check (before any upload) on what it knows: the declared type, else the extension.
 * The server checks the bytes anyway.
 */
export function attachmentDeclaredTypeError(file: { type?: string; name?: string }): string | undefined {
  const declared = (file.type ?? '').toLowerCase();
  if (declared && ATTACHMENT_TYPES.some((type) => type.mime === declared)) return undefined;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  if (!declared && extension && ATTACHMENT_TYPES.some((type) => (type.extensions as readonly string[]).includes(extension))) {
    return undefined;
  }
  return ATTACHMENT_TEXTS.wrongType;
}

/** Both browser checks: the first text to show, or undefined. */
export function attachmentFileError(file: { size: number; type?: string; name?: string }): string | undefined {
  return attachmentDeclaredTypeError(file) ?? attachmentSizeError(file.size);
}

/** Ids of uploaded files: a prefix and 192 random bits (base64url), so an id cannot be guessed and attached by another. */
export const ATTACHMENT_ID_PATTERN = /^msgfile_[A-Za-z0-9_-]{32}$/;

/** The optional `file` of a message: blank or absent = none; otherwise an upload id. */
export const attachmentIdField = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z
    .string({ error: ATTACHMENT_TEXTS.unknownId })
    .trim()
    .regex(ATTACHMENT_ID_PATTERN, { error: ATTACHMENT_TEXTS.unknownId })
    .optional(),
);

/** A file name safe to show and to send back in Content-Disposition: base name, no control characters, ≤ 120 chars. */
export function cleanAttachmentName(raw: unknown, mime: AttachmentMime): string {
  const fallback = `piece-jointe.${ATTACHMENT_TYPES.find((type) => type.mime === mime)!.extension}`;
  if (typeof raw !== 'string') return fallback;
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!clean || clean === '.' || clean === '..') return fallback;
  return clean.length > 120 ? clean.slice(clean.length - 120) : clean;
}
