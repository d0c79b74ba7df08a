import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { QUOTE_TEXTS } from "@shop/shared"
import { catalogueLines, type WantedLine } from "../../../lib/catalogue"
import { mergeLinesByEan } from "../../../lib/prices"
import type { NewQuoteLine } from "./replace-quote-lines"

export type ReadRequestedLinesInput = { cart_id: string | null; lines?: WantedLine[] }

type CartRow = { completed_at?: unknown; items?: ({ variant_id?: string | null; quantity: unknown; variant?: { ean?: string | null } | null } | null)[] | null }

/**
 * The products a request quotes: the lines sent, else the session cart's lines (section 5: an empty cart is
 * refused with 'Votre panier est vide! ...', 409). Titles and catalogue prices HT come from the catalogue.
 */
export const readRequestedLinesStep = createStep("quotes-read-requested-lines", async (input: ReadRequestedLinesInput, { container }) => {
  let wanted: WantedLine[] = input.lines ?? []
  if (!input.lines && input.cart_id) {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: ["completed_at", "items.variant_id", "items.quantity", "items.variant.ean"],
      filters: { id: input.cart_id },
    })
    const cart = data[0] as CartRow | undefined
    if (cart && !cart.completed_at) {
      wanted = (cart.items ?? []).flatMap((line) =>
        line?.variant?.ean && Number(line.quantity) > 0 ? [{ ean: line.variant.ean, quantity: Math.trunc(Number(line.quantity)) }] : []
      )
    }
  }
  if (!wanted.length) throw new MedusaError(MedusaError.Types.CONFLICT, QUOTE_TEXTS.emptyCart)
  const lines: NewQuoteLine[] = await catalogueLines(container, mergeLinesByEan(wanted))
  return new StepResponse(lines)
})
