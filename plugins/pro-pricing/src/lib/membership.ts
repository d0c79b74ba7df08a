/**
 * Which tier groups a customer must join and leave so that they sit in exactly the group of
 * `targetPercent` (or in none when null). Groups other than the tier groups are never touched.
 */
export function tierMembershipChange(
  currentGroupIds: string[],
  tierGroupIds: Record<number, string>,
  targetPercent: number | null
): { add: string[]; remove: string[] } {
  const current = new Set(currentGroupIds)
  const target = targetPercent === null ? null : tierGroupIds[targetPercent] ?? null
  const remove = Object.values(tierGroupIds).filter((id) => id !== target && current.has(id))
  const add = target && !current.has(target) ? [target] : []
  return { add, remove }
}
