import fc from "fast-check"
import { chargedAmountOf } from "../../checkout/charged-amount"
import { toOrderMailData, type OrderMailRow } from "../../mail/order-confirmation"
import { orderAmounts } from "../amounts"
import { toApiOrder, toApiOrderDetail } from "../map"
import type { OrderRecord } from "../record"

/**
 * Issue 11 item 5: Medusa keeps sub-cent totals once percentages apply (vouchers, pro price list −2 %, loyalty tiers
 * 5/10/15 %), then every edge rounded on its own. Whatever the vouchers, quantities and tiers, the lines of every
 * answer, e-mail and payment add up exactly to the total charged.
 */

/** Exact decimal text of `numerator / 10^scale` euros (what Medusa's BigNumber gives as `raw.value`). */
function euros(numerator: bigint, scale: number): string {
  const negative = numerator < 0n
  const digits = (negative ? -numerator : numerator).toString().padStart(scale + 1, "0")
  return `${negative ? "-" : ""}${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}
const amount = (value: string) => ({ raw: { value }, numeric: Number(value) })

const PRO_TIERS = [0, 2, 5 + 2, 10 + 2, 15 + 2]
const VOUCHERS = [0, 10, 20]

type LineInput = { unitCents: number; quantity: number; voucher: number }
type OrderInput = { lines: LineInput[]; proTier: number; deliveryCents: number }

const line: fc.Arbitrary<LineInput> = fc.record({
  unitCents: fc.integer({ min: 1, max: 400_000 }),
  quantity: fc.integer({ min: 1, max: 25 }),
  voucher: fc.constantFrom(...VOUCHERS),
})
const order: fc.Arbitrary<OrderInput> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  proTier: fc.constantFrom(...PRO_TIERS),
  deliveryCents: fc.constantFrom(0, 1990),
})

/** A Medusa-like order: line totals after percentages (6 decimals), tax and grand totals summed unrounded. */
function medusaOrder(input: OrderInput): OrderRecord & OrderMailRow {
  const SCALE = 8
  let itemSum = 0n
  const items = input.lines.map((l, index) => {
    // cents × qty × (100 − tier) × (100 − voucher) / 10^4, in units of 10^-8 €: exact.
    const total = BigInt(l.unitCents) * BigInt(l.quantity) * BigInt(100 - input.proTier) * BigInt(100 - l.voucher) * 100n
    itemSum += total
    return {
      id: `item_${index}`,
      title: `Article ${index}`,
      product_title: `Radiateur ${index}`,
      quantity: l.quantity,
      unit_price: amount(euros(BigInt(l.unitCents), 2)),
      is_tax_inclusive: true,
      tax_lines: [{ rate: 20 }],
      total: amount(euros(total, SCALE)),
    }
  })
  const shipping = BigInt(input.deliveryCents) * 1_000_000n
  const total = itemSum + shipping
  return {
    id: "order_1",
    email: "claire@exemple.fr",
    created_at: "2026-11-21T10:00:00.000Z",
    metadata: { orderNumber: "MC-2345WXYZ" },
    items,
    item_total: amount(euros(itemSum, SCALE)),
    shipping_total: amount(euros(shipping, SCALE)),
    total: amount(euros(total, SCALE)),
    tax_total: amount(euros(total / 6n, SCALE)),
    order_state: { state: "CHECK_OUT" },
  } as unknown as OrderRecord & OrderMailRow
}

describe("amounts charged, shown and e-mailed (property)", () => {
  it("lines + delivery = the total, the same total in the answer, the detail, the e-mail, the card and the transfer", () => {
    fc.assert(
      fc.property(order, (input) => {
        const o = medusaOrder(input)
        const charged = orderAmounts(o).ttc
        const answer = toApiOrder(o)
        const detail = toApiOrderDetail(o, [])
        const mail = toOrderMailData(o, "http://localhost:8000")

        expect(answer.total.net.ttc).toBe(charged)
        expect(answer.total.articles + answer.total.delivery).toBe(charged)
        expect(answer.total.net.ht + answer.total.net.vat).toBe(charged)
        expect(detail.products.reduce((sum, p) => sum + p.total, 0) + detail.total.delivery).toBe(charged)
        expect(mail.totals.ttc).toBe(charged)
        expect(mail.lines.reduce((sum, l) => sum + l.totalTtc, 0) + mail.totals.deliveryTtc).toBe(charged)
        expect(chargedAmountOf(o)).toBe(charged)
      }),
      { numRuns: 500 }
    )
  })
})
