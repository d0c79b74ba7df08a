/**
 * The shop's bank details when BANK_TRANSFER_IBAN / _BIC / _HOLDER are not set (development, tests). The IBAN is
 * a well-formed example (checksum valid), not a real account: production sets the real one.
 */
export const DEFAULT_BANK_ACCOUNT = {
  iban: "FR7630006000011234567890189",
  bic: "AGRIFRPPXXX",
  holder: "Maison Chaleur SAS",
} as const

export const BANK_TRANSFER_PROVIDER_ID = "pp_bank-transfer_default"
