import type { ApiUserSummary } from "@shop/shared"

/** `%text%` for ILIKE, its own wildcards escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (sign) => `\\${sign}`)}%`
}

/**
 * The WHERE of `GET /api/users?search=` over Medusa's customer table: the text in the e-mail, first or last name
 * (or "first last"), the company (Medusa's `company_name` or the sign-up's `metadata.company`); a search made of
 * digits and spaces (3 digits at least) also finds the SIRET however it was typed ("123 456 789").
 */
export function customerSearchFilter(search: string | undefined): { sql: string; bindings: unknown[] } {
  const parts = ["c.deleted_at is null"]
  const bindings: unknown[] = []
  if (search) {
    const like = likePattern(search)
    const alternatives = [
      "c.email ilike ?",
      "c.first_name ilike ?",
      "c.last_name ilike ?",
      "concat_ws(' ', c.first_name, c.last_name) ilike ?",
      "c.company_name ilike ?",
      "c.metadata->>'company' ilike ?",
    ]
    bindings.push(like, like, like, like, like, like)
    const digits = search.replace(/[\s.]/g, "")
    if (/^\d{3,14}$/.test(digits)) {
      alternatives.push("replace(c.metadata->>'siret', ' ', '') like ?")
      bindings.push(`%${digits}%`)
    }
    parts.push(`(${alternatives.join(" or ")})`)
  }
  return { sql: parts.join(" and "), bindings }
}

export type CustomerRow = {
  id: string
  email: string | null
  first_name: string | null
  last_name: string | null
  company_name: string | null
  metadata: Record<string, unknown> | null
  has_account: boolean
  created_at: Date | string
  is_pro: boolean
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null)

/** `metadata.pro_verified_at` as an ISO date, or null (anything else stored there counts as not verified). */
export function proVerifiedAtOf(metadata: Record<string, unknown> | null | undefined): string | null {
  const value = metadata?.pro_verified_at
  if (typeof value !== "string") return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** One line of the users list (pure). The pro flag is the `pro` group membership, which the prices follow. */
export function toUserSummary(row: CustomerRow): ApiUserSummary {
  const metadata = row.metadata ?? {}
  return {
    id: row.id,
    email: row.email ?? "",
    firstName: row.first_name ?? "",
    lastName: row.last_name ?? "",
    company: text(row.company_name) ?? text(metadata.company),
    siret: text(metadata.siret),
    isPro: Boolean(row.is_pro),
    proVerifiedAt: row.is_pro ? proVerifiedAtOf(metadata) : null,
    hasAccount: Boolean(row.has_account),
    createdAt: new Date(row.created_at).toISOString(),
  }
}
