import fc from 'fast-check';
import {
  isProQuotationRef,
  parsePromoInput,
  quotationRequestSchema,
  voucherRequestSchema,
} from '../../validation/promo';

const VOUCHER_INVALID = "Ce code n'est pas valide";

describe('parsePromoInput', () => {
  it.each([
    ['22-ABCDEF', { kind: 'quotation', code: '22-ABCDEF' }],
    ['  22-abc123 ', { kind: 'quotation', code: '22-ABC123' }],
    ['07-123456', { kind: 'quotation', code: '07-123456' }],
    ['noel2026', { kind: 'voucher', code: 'NOEL2026' }],
    [' bienvenue10\t', { kind: 'voucher', code: 'BIENVENUE10' }],
    ['22-ABCDE', { kind: 'voucher', code: '22-ABCDE' }],
    ['22-ABCDEFG', { kind: 'voucher', code: '22-ABCDEFG' }],
    ['2-ABCDEF', { kind: 'voucher', code: '2-ABCDEF' }],
    ['22ABCDEF', { kind: 'voucher', code: '22ABCDEF' }],
    ['22-ABC_EF', { kind: 'voucher', code: '22-ABC_EF' }],
  ])('%p -> %p', (raw, expected) => {
    expect(parsePromoInput(raw)).toEqual(expected);
  });

  it.each([undefined, null, 22, '', '   ', 'X'.repeat(65)])('has no code for %p', (raw) => {
    expect(parsePromoInput(raw)).toBeUndefined();
  });

  it('always answers the trimmed upper-case input, a quotation exactly when it has the NN-XXXXXX form', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (raw) => {
        const parsed = parsePromoInput(raw);
        const normalized = raw.trim().toUpperCase();
        if (normalized === '') return parsed === undefined;
        return (
          parsed !== undefined &&
          parsed.code === normalized &&
          (parsed.kind === 'quotation') === /^\d{2}-[A-Z0-9]{6}$/.test(normalized)
        );
      }),
    );
  });
});

describe('isProQuotationRef', () => {
  it('accepts two digits, a dash and six capital letters, after trim and upper-case', () => {
    expect(isProQuotationRef('22-ABCDEF')).toBe(true);
    expect(isProQuotationRef(' 22-abcdef ')).toBe(true);
  });

  it.each(['22-ABC123', '22-ABCDE', '2-ABCDEF', 'AB-ABCDEF', '22-ABCDEFG', '', 22])('refuses %p', (raw) => {
    expect(isProQuotationRef(raw)).toBe(false);
  });
});

describe('voucherRequestSchema', () => {
  it('normalizes the ref', () => {
    expect(voucherRequestSchema.parse({ ref: ' promo5 ' })).toEqual({ ref: 'PROMO5' });
  });

  it.each([{}, { ref: '' }, { ref: 5 }, { ref: 'A'.repeat(65) }])('refuses %p with the voucher text', (body) => {
    const result = voucherRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(VOUCHER_INVALID);
  });
});

describe('quotationRequestSchema', () => {
  it('accepts a quotation number in any case', () => {
    expect(quotationRequestSchema.parse({ ref: '22-abcdef' })).toEqual({ ref: '22-ABCDEF' });
  });

  it('refuses other forms with the text asking for the 22-ABCDEF format and the right account', () => {
    const result = quotationRequestSchema.safeParse({ ref: 'NOEL' });
    expect(result.error?.issues[0].message).toMatch(/22-ABCDEF/);
  });
});
