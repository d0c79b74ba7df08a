import { cleanImageName, IMAGE_MAX_BYTES, IMAGE_TEXTS, imageSizeError, sniffImageType } from '../../validation/images';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

describe('staff image uploads (POST /api/images/)', () => {
  it('judges the type by the bytes: JPEG, PNG, WebP, AVIF', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('image/avif');
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypavis'))).toBe('image/avif');
  });

  it('refuses what is no image whatever its name says: PDF, SVG (scripts), HEIC, HTML', () => {
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeNull();
    expect(sniffImageType(bytes('<html>'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });

  it('refuses an empty image and one over 5 MB', () => {
    expect(imageSizeError(0)).toBe(IMAGE_TEXTS.empty);
    expect(imageSizeError(IMAGE_MAX_BYTES)).toBeUndefined();
    expect(imageSizeError(IMAGE_MAX_BYTES + 1)).toBe(IMAGE_TEXTS.tooLarge);
  });

  it('stores a clean name with the extension of the real type', () => {
    expect(cleanImageName('C:\\photos\\Radiateur été (1).PNG', 'image/jpeg')).toBe('Radiateur-ete-1.jpg');
    expect(cleanImageName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(cleanImageName(undefined, 'image/webp')).toBe('image.webp');
  });
});
