/**
 * Backfill of `order_access` (issue 11 item 10): orders placed before the table existed, or whose completion died
 * between the order row and its access row, carry their number and the secret's hash in their metadata only. Run by
 * the table's migration; idempotent. Skipped on a fresh database, where the order module's tables may not exist yet.
 */
export const BACKFILL_ORDER_ACCESS_SQL = `do $$ begin
  if to_regclass('"order"') is not null then
    insert into "order_access" ("id", "order_id", "order_number", "secret_hash", "customer_id", "client_ip")
    select 'ordacc_' || replace(gen_random_uuid()::text, '-', ''), o.id, o.metadata->>'orderNumber', o.metadata->>'securityHash',
           o.customer_id, o.metadata->>'clientIp'
      from "order" o
     where o.deleted_at is null and o.metadata->>'orderNumber' is not null and o.metadata->>'securityHash' is not null
       and not exists (select 1 from "order_access" a where a.order_id = o.id and a.deleted_at is null);
  end if;
end $$;`
