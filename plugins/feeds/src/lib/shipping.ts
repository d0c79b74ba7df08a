import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { centsFromSql } from "./stats-range"

/**
 * The home delivery's price in cents as the checkout charges it (shipping option type `home`, its EUR price without
 * a price list): the feeds announce what the customer will pay. No such option is a broken shop: it throws, and the
 * feed answers 500 (spec 8).
 */
export async function homeDeliveryCents(scope: MedusaContainer): Promise<number> {
  const pg = scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await pg.raw(
    `select round(min(p.amount) * 100)::bigint as cents
       from shipping_option so
       join shipping_option_type t on t.id = so.shipping_option_type_id and t.code = 'home'
       join shipping_option_price_set sops on sops.shipping_option_id = so.id and sops.deleted_at is null
       join price p on p.price_set_id = sops.price_set_id and p.deleted_at is null and p.currency_code = 'eur' and p.price_list_id is null
      where so.deleted_at is null`
  )
  const cents = (rows as { cents: string | null }[])[0]?.cents
  if (cents === null || cents === undefined) throw new Error("no home delivery price in EUR: the feeds cannot announce a shipping cost")
  return centsFromSql(cents)
}
