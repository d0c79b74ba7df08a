import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"

type Actor = { type: string; name: string }
type HistoryEvent =
  | { type: "state"; at: string; toLabel: string; actor: Actor; reason: string | null }
  | { type: "refund"; at: string; amount: number; reason: string | null; actor: Actor; manual: boolean }
  | { type: "comment"; at: string; content: string; actor: Actor }
type ShopState = {
  orderNumber: string
  stateLabel: string
  late: boolean
  shipment: { carrierLabel: string; trackingNumber: string; trackingUrl: string } | null
  history: HistoryEvent[]
}

const euros = (cents: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100)
const when = (iso: string) => new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "short" }).format(new Date(iso))

function describe(event: HistoryEvent): string {
  if (event.type === "state") return `→ ${event.toLabel}${event.reason ? ` (${event.reason})` : ""}`
  if (event.type === "refund") return `Remboursement ${euros(event.amount)}${event.manual ? " (virement à faire)" : ""}${event.reason ? ` : ${event.reason}` : ""}`
  return `Note : ${event.content}`
}

/**
 * The shop's own state of the order (spec 4.1, @shop/order-states) beside Medusa's status, with its history
 * (states, refunds, staff notes: who and when), read from GET /admin/orders/{id}/shop-state.
 */
const OrderShopStateWidget = ({ data }: { data: { id: string } }) => {
  const [state, setState] = useState<ShopState | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    fetch(`/admin/orders/${data.id}/shop-state`, { credentials: "include" })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then((body: ShopState) => live && setState(body))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [data.id])

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">État boutique</Heading>
        {state && (
          <div className="flex gap-2">
            {state.late && <Badge color="red">En retard</Badge>}
            <Badge color="blue">{state.stateLabel}</Badge>
          </div>
        )}
      </div>
      <div className="px-6 py-4">
        {failed && <Text size="small">L'état boutique n'a pas pu être lu.</Text>}
        {!state && !failed && <Text size="small">Chargement…</Text>}
        {state && (
          <>
            <Text size="small" weight="plus">
              Commande {state.orderNumber}
            </Text>
            {state.shipment && (
              <Text size="small">
                {state.shipment.carrierLabel} —{" "}
                <a href={state.shipment.trackingUrl} target="_blank" rel="noreferrer" className="underline">
                  {state.shipment.trackingNumber}
                </a>
              </Text>
            )}
            <ol className="mt-3 flex flex-col gap-2">
              {state.history.map((event, index) => (
                <li key={index}>
                  <Text size="small">{describe(event)}</Text>
                  <Text size="xsmall" className="text-ui-fg-subtle">
                    {when(event.at)} · {event.actor.name}
                  </Text>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.before" })

export default OrderShopStateWidget
