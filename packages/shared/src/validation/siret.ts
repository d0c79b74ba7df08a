/**
 * SIRET (French establishment number): 14 digits whose Luhn sum is a multiple of 10.
 * Exception documented by INSEE: La Poste (SIREN 356 000 000) numbers its many establishments so that the plain
 * digit sum is a multiple of 5 instead; its head office 356 000 000 00048 follows Luhn as usual.
 */
export const LA_POSTE_SIREN = '356000000';

/** Spaces (as printed: 123 456 789 00012) and dots are removed; nothing else is tolerated. */
export function normalizeSiret(raw: string): string {
  return raw.replace(/[\s.]/g, '');
}

/** Luhn check over a string of digits: from the right, every second digit is doubled (minus 9 above 9). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidSiret(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  const siret = normalizeSiret(raw);
  if (!/^\d{14}$/.test(siret)) return false;
  if (luhnValid(siret)) return true;
  if (siret.startsWith(LA_POSTE_SIREN)) {
    const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
    return digitSum % 5 === 0;
  }
  return false;
}
