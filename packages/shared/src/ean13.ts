/**
 * EAN-13 (GS1) check digit: weights 1 and 3 alternate from the left over the first twelve digits,
 * the check digit brings the weighted sum up to a multiple of ten.
 */
export function ean13CheckDigit(first12: string): number {
  if (typeof first12 !== 'string' || !/^\d{12}$/.test(first12)) {
    throw new RangeError(`an EAN-13 body is exactly 12 digits, got "${String(first12)}"`);
  }
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a 13-digit string whose last digit is the right check digit. */
export function isValidEan13(code: string): boolean {
  if (typeof code !== 'string' || !/^\d{13}$/.test(code)) return false;
  return ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** Appends the check digit: "376012345678" -> "3760123456784". */
export function completeEan13(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}
