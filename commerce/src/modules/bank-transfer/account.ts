import { DEFAULT_BANK_ACCOUNT } from "./defaults"

export type BankAccount = { iban: string; bic: string; holder: string }

/** Set by `npm start` and the bench only: a local shop in production mode may show the example account. */
export const ALLOW_EXAMPLE_ACCOUNT_VARIABLE = "BANK_TRANSFER_ALLOW_EXAMPLE"

/**
 * The account pros are asked to pay into (issue 11 item 1). In production mode the engine refuses to start while
 * BANK_TRANSFER_IBAN / _BIC / _HOLDER are missing or the IBAN is the example's: transfers would go nowhere. Elsewhere
 * (development, tests, the local shop) the example fills the gaps.
 */
export function bankAccountFromEnv(env: NodeJS.ProcessEnv): BankAccount {
  const account = {
    iban: (env.BANK_TRANSFER_IBAN ?? "").replace(/\s+/g, "").toUpperCase(),
    bic: (env.BANK_TRANSFER_BIC ?? "").trim(),
    holder: (env.BANK_TRANSFER_HOLDER ?? "").trim(),
  }
  const strict = env.NODE_ENV === "production" && env[ALLOW_EXAMPLE_ACCOUNT_VARIABLE] !== "true"
  if (strict) {
    const missing = (["iban", "bic", "holder"] as const).filter((key) => !account[key]).map((key) => `BANK_TRANSFER_${key.toUpperCase()}`)
    if (missing.length) throw new Error(`production mode: ${missing.join(", ")} must be set (the shop's bank account for transfers)`)
    if (account.iban === DEFAULT_BANK_ACCOUNT.iban) {
      throw new Error("production mode: BANK_TRANSFER_IBAN is the example account; set the shop's real IBAN")
    }
    return account
  }
  return {
    iban: account.iban || DEFAULT_BANK_ACCOUNT.iban,
    bic: account.bic || DEFAULT_BANK_ACCOUNT.bic,
    holder: account.holder || DEFAULT_BANK_ACCOUNT.holder,
  }
}
