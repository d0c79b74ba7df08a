import { WITHDRAWAL_DECLARATION, type ApiWithdrawal, type ApiWithdrawalStatus } from "@shop/shared"
import type { WithdrawalRecord } from "./facts"
import { lastWithdrawalDay, withdrawalRefusal, type OrderLine, type WithdrawalFacts } from "./rules"

const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null)

export function toApiWithdrawal(record: WithdrawalRecord): ApiWithdrawal {
  return {
    orderNumber: record.order_number,
    requestedAt: iso(record.requested_at)!,
    name: record.name,
    address: record.address,
    email: record.email,
    orderedOn: record.ordered_on ?? null,
    receivedOn: record.received_on ?? null,
    declaration: record.declaration,
    comment: record.comment ?? null,
    lines: (record.lines as unknown as OrderLine[] | null) ?? null,
    returnedAt: iso(record.returned_at),
    returnNote: record.return_note ?? null,
  }
}

/** The request if recorded, else whether one may be made now (and the last day once delivered). */
export function toApiWithdrawalStatus(
  facts: WithdrawalFacts,
  record: WithdrawalRecord | null,
  items: OrderLine[],
  now: Date
): ApiWithdrawalStatus {
  const reason = record ? null : withdrawalRefusal(facts, now)
  return {
    withdrawal: record ? toApiWithdrawal(record) : null,
    open: !record && !reason,
    reason,
    lastDay: facts.deliveredAt ? lastWithdrawalDay(facts.deliveredAt) : null,
    items,
  }
}

/** The declaration as recorded: the model form's sentence with the order's number. */
export function declarationText(orderNumber: string): string {
  return `${WITHDRAWAL_DECLARATION} Commande n° ${orderNumber}.`
}
