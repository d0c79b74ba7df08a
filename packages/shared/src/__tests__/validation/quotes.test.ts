import {
  isCalendarDate,
  parisToday,
  QUOTE_TEXTS,
  quoteAnswerSchema,
  quoteCommentSchema,
  quoteListQuerySchema,
  quoteRefSchema,
  quoteRequestSchema,
} from '../../validation/quotes';
import { VALIDATION_MESSAGES } from '../../validation/messages';

const EAN = '4006381333931';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('quote schemas', () => {
  it('takes a request with a message and optional lines', () => {
    expect(quoteRequestSchema.parse({ message: '  Bonjour  ' })).toEqual({ message: 'Bonjour' });
    expect(quoteRequestSchema.parse({})).toEqual({ message: '' });
    expect(quoteRequestSchema.parse({ message: 'x', lines: [{ ean: EAN, quantity: 3 }] }).lines).toEqual([{ ean: EAN, quantity: 3 }]);
    const tooLong = quoteRequestSchema.safeParse({ message: 'a'.repeat(5001) });
    expect(tooLong.success || tooLong.error.issues[0].message).toBe(QUOTE_TEXTS.messageTooLong);
    const badEan = quoteRequestSchema.safeParse({ lines: [{ ean: '123', quantity: 1 }] });
    expect(badEan.success || badEan.error.issues[0].message).toBe(VALIDATION_MESSAGES.eanInvalid);
    const zero = quoteRequestSchema.safeParse({ lines: [{ ean: EAN, quantity: 0 }] });
    expect(zero.success || zero.error.issues[0].message).toBe(VALIDATION_MESSAGES.quantityInvalid);
  });

  it('reads a ref trimmed and upper-cased, two digits, a dash and six capital letters', () => {
    expect(quoteRefSchema.parse({ ref: ' 22-abcdef ' })).toEqual({ ref: '22-ABCDEF' });
    for (const ref of ['22-ABCDE1', '2-ABCDEF', '22ABCDEF', 22]) {
      const parsed = quoteRefSchema.safeParse({ ref });
      expect(parsed.success || parsed.error.issues[0].message).toBe(QUOTE_TEXTS.refInvalid);
    }
    const blank = quoteCommentSchema.safeParse({ ref: '22-ABCDEF', content: '  ' });
    expect(blank.success || blank.error.issues[0].message).toBe(QUOTE_TEXTS.commentRequired);
  });

  it('takes a staff answer in integer cents with a validity from today', () => {
    const answer = { lines: [{ ean: EAN, quantity: 2, quotedUnitPrice: 9999 }], deliveryPrice: 0, validUntil: tomorrow() };
    expect(quoteAnswerSchema.parse(answer)).toEqual(answer);
    expect(quoteAnswerSchema.safeParse({ ...answer, validUntil: parisToday() }).success).toBe(true);
    const cases: [unknown, string][] = [
      [{ ...answer, lines: [] }, QUOTE_TEXTS.linesRequired],
      [{ ...answer, lines: [{ ean: EAN, quantity: 1, quotedUnitPrice: 1.5 }] }, QUOTE_TEXTS.priceInvalid],
      [{ ...answer, deliveryPrice: -1 }, QUOTE_TEXTS.priceInvalid],
      [{ ...answer, validUntil: '2020-01-01' }, QUOTE_TEXTS.validUntilPast],
      [{ ...answer, validUntil: '2026-13-01' }, QUOTE_TEXTS.validUntilInvalid],
    ];
    for (const [body, text] of cases) {
      const parsed = quoteAnswerSchema.safeParse(body);
      expect(parsed.success || parsed.error.issues[0].message).toBe(text);
    }
  });

  it('reads the staff filters as plain parameters or as filters={json}', () => {
    expect(quoteListQuerySchema.parse({})).toEqual({ page: 1 });
    expect(quoteListQuerySchema.parse({ state: 'expired', customer: ' durand ', from: '2026-01-01', to: '', page: '2' })).toEqual({
      state: 'expired',
      customer: 'durand',
      from: '2026-01-01',
      page: 2,
    });
    expect(quoteListQuerySchema.parse({ filters: '{"state":"answered"}', page: '3' })).toEqual({ state: 'answered', page: 3 });
    const bad = quoteListQuerySchema.safeParse({ state: 'lost' });
    expect(bad.success || bad.error.issues[0].message).toBe(QUOTE_TEXTS.stateInvalid);
    expect(quoteListQuerySchema.safeParse({ filters: '{not json' }).success).toBe(false);
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });
});
