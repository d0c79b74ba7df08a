import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  attachmentDeclaredTypeError,
  attachmentFileError,
  attachmentSizeError,
  cleanAttachmentName,
  sniffAttachmentType,
} from '../../validation/attachments';
import { contactMessageSchema, meMessageSchema, messageLookupSchema, messageReplySchema } from '../../validation/contact';
import { fieldErrors } from './helpers';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));
const TOO_LARGE = 'Le fichier dépasse la taille maximale de 5 Mo.';
const WRONG_TYPE = 'Seuls les fichiers PDF, JPEG, PNG et WebP sont acceptés.';
const UNKNOWN_ID = 'Cette pièce jointe est introuvable ou déjà utilisée : envoyez le fichier à nouveau.';
const ID = `msgfile_${'a'.repeat(32)}`;

describe('sniffAttachmentType (magic bytes)', () => {
  it('recognises PDF, JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffAttachmentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffAttachmentType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffAttachmentType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(sniffAttachmentType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffAttachmentType(bytes('MZ', [0x90, 0]))).toBeNull(); // a Windows executable
    expect(sniffAttachmentType(bytes('<html><body>'))).toBeNull();
    expect(sniffAttachmentType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull(); // RIFF but audio
    expect(sniffAttachmentType(bytes([0x89], 'PN'))).toBeNull(); // truncated signature
    expect(sniffAttachmentType(bytes(' %PDF-1.7'))).toBeNull(); // not at the start
    expect(sniffAttachmentType(new Uint8Array())).toBeNull();
  });
});

describe('attachment size rule', () => {
  it('accepts up to 5 MB exactly and refuses empty or larger files', () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(attachmentSizeError(1)).toBeUndefined();
    expect(attachmentSizeError(5 * 1024 * 1024)).toBeUndefined();
    expect(attachmentSizeError(5 * 1024 * 1024 + 1)).toBe(TOO_LARGE);
    expect(attachmentSizeError(0)).toBe('Le fichier est vide.');
  });
});

describe("the browser's early checks", () => {
  it('go by the declared type, else by the extension', () => {
    expect(attachmentDeclaredTypeError({ type: 'application/pdf', name: 'facture' })).toBeUndefined();
    expect(attachmentDeclaredTypeError({ type: '', name: 'photo.JPEG' })).toBeUndefined();
    expect(attachmentDeclaredTypeError({ type: 'application/zip', name: 'photo.jpg' })).toBe(WRONG_TYPE);
    expect(attachmentDeclaredTypeError({ type: '', name: 'setup.exe' })).toBe(WRONG_TYPE);
    expect(attachmentFileError({ size: 6 * 1024 * 1024, type: 'image/png', name: 'a.png' })).toBe(TOO_LARGE);
    expect(ATTACHMENT_ACCEPT).toBe('application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp');
  });
});

describe('cleanAttachmentName', () => {
  it('keeps the base name without control characters or quotes', () => {
    expect(cleanAttachmentName('C:\\Users\\marie\\facture "mars".pdf', 'application/pdf')).toBe('facture mars.pdf');
    expect(cleanAttachmentName('../../etc/passwd', 'image/png')).toBe('passwd');
    expect(cleanAttachmentName('a\r\nb.png', 'image/png')).toBe('ab.png');
    expect(cleanAttachmentName(undefined, 'image/jpeg')).toBe('piece-jointe.jpg');
    expect(cleanAttachmentName('..', 'application/pdf')).toBe('piece-jointe.pdf');
    expect(cleanAttachmentName(`${'x'.repeat(200)}.pdf`, 'application/pdf')).toHaveLength(120);
  });
});

describe('file ids on messages', () => {
  const form = { name: 'Marie Dupont', email: 'marie@exemple.fr', subject: 'SAV', message: 'Radiateur froid' };
  it('are optional and must look like an upload id', () => {
    expect(contactMessageSchema.parse({ ...form, file: '' }).file).toBeUndefined();
    expect(contactMessageSchema.parse({ ...form, file: ID }).file).toBe(ID);
    expect(fieldErrors(contactMessageSchema, { ...form, file: 'msgfile_1' })).toEqual({ file: UNKNOWN_ID });
    expect(fieldErrors(messageReplySchema, { content: 'ok', file: 42 })).toEqual({ file: UNKNOWN_ID });
    expect(messageReplySchema.parse({ content: ' Voici la photo ', file: ID })).toEqual({ content: 'Voici la photo', file: ID });
  });
});

describe('meMessageSchema (PUT /api/me/messages)', () => {
  it('needs content; subject blank = OTHER', () => {
    expect(meMessageSchema.parse({ content: 'Bonjour' })).toMatchObject({ content: 'Bonjour', subject: 'OTHER' });
    expect(fieldErrors(meMessageSchema, { content: ' ' })).toEqual({ content: 'Ce champ est requis' });
  });
});

describe('messageLookupSchema (POST /api/messages/lookup)', () => {
  it('defaults the subject to ORDER and checks the e-mail and order number', () => {
    expect(messageLookupSchema.parse({ email: 'Marie@Exemple.fr', orderNumber: 'mc-abcd2345' })).toEqual({
      email: 'marie@exemple.fr',
      subject: 'ORDER',
      orderNumber: 'MC-ABCD2345',
    });
    expect(fieldErrors(messageLookupSchema, { email: 'marie', subject: 'SPAM', orderNumber: '42' })).toEqual({
      email: 'Email non valide',
      subject: "Ce sujet de message n'existe pas",
      orderNumber: "Le numero de commande n'est pas valide",
    });
  });
});
