/** A cart line as the stock check reads it. */
export type StockLine = { variant_id?: string | null; quantity: unknown; manage_inventory?: boolean | null }

/**
 * The variants whose wanted quantity (summed over the cart's lines) is more than the channel has: untracked
 * variants (manage_inventory off) and variants with no availability figure are never short. Pure.
 */
export function stockShortfalls(lines: StockLine[], availability: Record<string, number | null | undefined>): string[] {
  const wanted = new Map<string, number>()
  for (const line of lines) {
    if (!line.variant_id || line.manage_inventory === false) continue
    wanted.set(line.variant_id, (wanted.get(line.variant_id) ?? 0) + Math.max(0, Math.trunc(Number(line.quantity ?? 0))))
  }
  return [...wanted].filter(([variantId, quantity]) => {
    const available = availability[variantId]
    return available !== null && available !== undefined && quantity > available
  }).map(([variantId]) => variantId)
}

/** The lock keys of a cart's variants, sorted so that two checkouts always take them in the same order. */
export function stockLockKeys(lines: { variant_id?: string | null }[]): string[] {
  return [...new Set(lines.flatMap((line) => (line.variant_id ? [line.variant_id] : [])))].sort().map((id) => `stock:${id}`)
}

/** Medusa's own reservation refusal, or ours from the completion's validation: the shopper sees the stock text. */
export function isStockError(error: unknown): boolean {
  // A workflow rethrows its step's error as a plain object at times: read its message either way.
  const message = String((error as { message?: unknown } | null)?.message ?? error)
  return /not enough stock|required inventory|insufficient|inventory|fournir cette quantité/i.test(message)
}
