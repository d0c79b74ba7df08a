import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminCustomer, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"

/** The tier groups of ADR 003, highest first (the pro-pricing plugin's LOYALTY_TIERS; the widget bundle cannot import it). */
const TIERS = [
  { group: "pro-fidelite-15", percent: 15 },
  { group: "pro-fidelite-10", percent: 10 },
  { group: "pro-fidelite-5", percent: 5 },
]

type Group = { id: string; name?: string | null }
type CustomerPro = { metadata?: Record<string, unknown> | null; groups?: Group[] | null }

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : "—")
const frenchDate = (value: unknown) => {
  if (typeof value !== "string") return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString("fr-FR")
}

/**
 * On the Medusa admin's customer page: the shop's pro status (the `pro` group), company, SIRET, VAT number, the
 * "pro vérifié" date (`metadata.pro_verified_at`, set on the back-office's /admin/users/{id}) and the loyalty tier.
 * Reads the customer again with its groups: the page's own record may come without them.
 */
const CustomerProLoyaltyWidget = ({ data }: DetailWidgetProps<AdminCustomer>) => {
  const [customer, setCustomer] = useState<CustomerPro | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let alive = true
    fetch(`/admin/customers/${encodeURIComponent(data.id)}?fields=id,metadata,*groups`, { credentials: "include" })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { customer: CustomerPro }) => alive && setCustomer(body.customer))
      .catch(() => alive && setFailed(true))
    return () => {
      alive = false
    }
  }, [data.id])

  const metadata = customer?.metadata ?? data.metadata ?? {}
  const names = new Set((customer?.groups ?? []).map((group) => group.name))
  const isPro = names.has("pro")
  const tier = TIERS.find((candidate) => names.has(candidate.group))
  const verified = isPro ? frenchDate(metadata.pro_verified_at) : null

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Professionnel et fidélité</Heading>
        {customer && <Badge color={isPro ? "green" : "grey"}>{isPro ? "Client professionnel" : "Particulier"}</Badge>}
      </div>
      {failed && (
        <Text className="px-6 py-4" size="small">
          Les informations professionnelles n'ont pas pu être chargées.
        </Text>
      )}
      {customer && (
        <dl className="grid grid-cols-2 gap-y-2 px-6 py-4">
          <Text size="small" weight="plus" asChild><dt>Société</dt></Text>
          <Text size="small" asChild><dd>{text(data.company_name ?? metadata.company)}</dd></Text>
          <Text size="small" weight="plus" asChild><dt>SIRET</dt></Text>
          <Text size="small" asChild><dd>{text(metadata.siret)}</dd></Text>
          <Text size="small" weight="plus" asChild><dt>N° de TVA</dt></Text>
          <Text size="small" asChild><dd>{text(metadata.tva)}</dd></Text>
          <Text size="small" weight="plus" asChild><dt>Pro vérifié</dt></Text>
          <Text size="small" asChild><dd>{verified ? `Oui, le ${verified}` : isPro ? "Non" : "—"}</dd></Text>
          <Text size="small" weight="plus" asChild><dt>Palier de fidélité</dt></Text>
          <Text size="small" asChild><dd>{tier ? `Remise fidélité ${tier.percent} %` : isPro ? "Aucun (moins de 2 000 € payés sur 12 mois)" : "—"}</dd></Text>
        </dl>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "customer.details.after" })

export default CustomerProLoyaltyWidget
