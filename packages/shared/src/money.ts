/**
 * Money rules. The spec moves amounts as integer cents; Medusa stores major units (499 means 499,00 €).
 * Every conversion here works on decimal digits or integers, never on `x * 100` with floats, so
 * 0.1 + 0.2 style errors cannot leak into a price.
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function assertCents(cents: number, what = 'cents'): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`${what} must be a safe integer, got ${String(cents)}`);
  }
}

/** 49990 -> "499.90"; -5 -> "-0.05". Medusa accepts this string as a major-unit amount. */
export function centsToMajor(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * "499.9" | 499.9 | "1e2" -> integer cents, parsed digit by digit.
 * Amounts with more than two decimals (Medusa computes taxes to many places) are rounded half away
 * from zero on the third decimal, which is how a till rounds.
 */
export function majorToCents(value: number | string): number {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
    // String() gives the shortest text that reads back as the same double: 499.9 -> "499.9".
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    throw new TypeError(`amount must be a number or a string, got ${typeof value}`);
  }

  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`not a decimal amount: "${text}"`);
  }
  const [, sign, intPart, fracPart = '', expPart] = match;
  const exponent = expPart === undefined ? 0 : Number(expPart);
  if (exponent > 30) throw new RangeError(`amount too large: "${text}"`);
  // Significant digits, and how many of them stand left of the decimal point once the exponent is applied.
  const raw = `${intPart}${fracPart}`;
  const digits = raw.replace(/^0+/, '');
  if (digits === '') return 0;
  const point = intPart.length + exponent - (raw.length - digits.length);

  // Cents are the digits up to two places right of the point; the next digit decides rounding.
  const centsEnd = point + 2;
  let whole: bigint;
  let roundUp = false;
  if (centsEnd <= 0) {
    whole = 0n;
    roundUp = centsEnd === 0 && digits[0] >= '5';
  } else if (centsEnd >= digits.length) {
    whole = BigInt(digits + '0'.repeat(centsEnd - digits.length));
  } else {
    whole = BigInt(digits.slice(0, centsEnd));
    roundUp = digits[centsEnd] >= '5';
  }
  if (roundUp) whole += 1n;

  const cents = Number(whole);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount too large: "${text}"`);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

// Made on first use: the first Intl formatter of a page loads the locale data (25-170 ms of main thread in
// Chromium), which a storefront page whose prices are all static HTML never needs to pay while it starts.
let eurFormat: Intl.NumberFormat | undefined;

/**
 * 103946 -> "1 039,46 €" (narrow no-break space U+202F between thousands, no-break space U+00A0 before €).
 * Dividing an integer by 100 yields the double nearest the exact value, and Intl rounds to two places,
 * so the text is exact for every amount a shop can hold (|cents| < 2^53 / 100).
 */
export function formatPrice(cents: number): string {
  assertCents(cents);
  eurFormat ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
  return eurFormat.format(cents / 100);
}

/** Splits a VAT rate such as 20 or 5.5 into an exact fraction numerator / 10^scale. */
function rateAsFraction(ratePercent: number): { numerator: bigint; scale: bigint } {
  if (!Number.isFinite(ratePercent) || ratePercent < 0) {
    throw new RangeError(`VAT rate must be a finite percentage >= 0, got ${ratePercent}`);
  }
  const [intPart, fracPart = ''] = String(ratePercent).split('.');
  if (/e/i.test(intPart) || fracPart.length > 6) {
    throw new RangeError(`VAT rate has too many decimals: ${ratePercent}`);
  }
  return { numerator: BigInt(intPart + fracPart), scale: 10n ** BigInt(fracPart.length) };
}

/**
 * Price excluding tax from a tax-inclusive price: ttc * 100 / (100 + rate), in integer cents,
 * rounded half-up (half away from zero for negative amounts such as refunds).
 */
export function htFromTtc(ttcCents: number, ratePercent: number): number {
  assertCents(ttcCents, 'ttcCents');
  const { numerator, scale } = rateAsFraction(ratePercent);
  const ttc = BigInt(Math.abs(ttcCents));
  const num = ttc * 100n * scale;
  const den = 100n * scale + numerator;
  const ht = (2n * num + den) / (2n * den);
  const result = Number(ht);
  return ttcCents < 0 && result !== 0 ? -result : result;
}
