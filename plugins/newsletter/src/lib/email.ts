/** The one spelling of an address in the table: trimmed, lower-cased (the column is unique on it). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * The address as a public page may show it: first character of the local part, "***", then the domain
 * (`jean.dupont@exemple.fr` → `j***@exemple.fr`). The holder of the link recognises it; nobody learns it.
 */
export function maskEmail(email: string): string {
  const normalized = normalizeEmail(email)
  const at = normalized.lastIndexOf("@")
  if (at <= 0) return "***"
  return `${normalized[0]}***${normalized.slice(at)}`
}
