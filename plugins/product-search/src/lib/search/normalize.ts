/**
 * French text as the search index and the queries both see it: lower case, accents stripped (NFD),
 * ligatures spelled out, hyphens, apostrophes and punctuation as spaces, figures apart from letters
 * ("1000W" -> "1000 w"). Done in JS, the same way for documents and queries, so PostgreSQL needs no
 * `unaccent` extension.
 */
export function normalizeText(text: string | null | undefined): string {
  if (!text) return ""
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/(\d)([a-z])/g, "$1 $2")
    .replace(/([a-z])(\d)/g, "$1 $2")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
}

/** Little words that carry no meaning in a product search ("radiateur à inertie", "chauffe-eau de 200 l"). */
const STOP_WORDS = new Set([
  "a", "au", "aux", "avec", "ce", "ces", "d", "dans", "de", "des", "du", "en", "et", "l", "la", "le", "les",
  "ou", "par", "pour", "sa", "se", "ses", "son", "sur", "un", "une",
])

/** Most words of a query that count: a pasted paragraph must not become a 60-term query. */
export const MAX_QUERY_TOKENS = 8

/**
 * The words of a query, normalized, without stop words (unless the query is nothing but stop words)
 * and without repeats. Every token is [a-z0-9]+, so it can go into a tsquery as is.
 */
export function queryTokens(query: string | null | undefined): string[] {
  const words = normalizeText(query).split(" ").filter((word) => word !== "")
  const meaningful = words.filter((word) => !STOP_WORDS.has(word))
  return [...new Set(meaningful.length ? meaningful : words)].slice(0, MAX_QUERY_TOKENS)
}

/** A query that is an EAN (8 to 14 figures, spaces allowed): looked up exactly before anything else. */
export function eanOfQuery(query: string | null | undefined): string | null {
  const compact = (query ?? "").replace(/\s+/g, "")
  return /^\d{8,14}$/.test(compact) ? compact : null
}
