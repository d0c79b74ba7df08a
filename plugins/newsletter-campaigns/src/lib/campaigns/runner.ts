import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateEntityId } from "@medusajs/framework/utils"
import { newSecretToken, sendMail } from "@shop/server-kit"
import { randomUUID } from "node:crypto"
import { campaignOptions } from "../options"
import { campaignMail, NEWSLETTER_MAIL_TEMPLATE, oneClickUnsubscribeUrl, unsubscribeUrl } from "./render"
import { sqlOf, type Sql } from "./sql"
import { Throttle } from "./throttle"

export type RunOptions = {
  /** who holds the lease in this run; a new one per run by default (the minute job: its process's, see JOB_OWNER) */
  owner?: string
  /**
   * Stop after this many e-mails (the minute job's share), keeping the lease: the same owner continues at the next
   * tick, any other only once the lease has run out. None: until every delivery is done.
   */
  maxSends?: number
}

/** The minute job's lease owner: one per engine process, so its next tick continues what its last one left. */
export const JOB_OWNER = `newsletter-job-${randomUUID()}`

export type RunResult = { sent: number; failed: number; skipped: number; interrupted: number; finished: boolean; leased: boolean }

type Claimed = { id: string; email: string; token: string } | { id: string; skipped: true } | null

/**
 * Takes the campaign for `owner` for `leaseSeconds` when nobody else holds a live lease; marks it `sending`. A worker
 * that takes over a campaign first marks every delivery left `sending` as `interrupted`: those were claimed by a
 * worker that died (or lost its lease) between claiming and recording the outcome, and may have been sent, so they
 * are never sent again (at most once).
 */
export async function takeCampaignLease(pg: Sql, campaignId: string, owner: string, leaseSeconds: number): Promise<boolean> {
  return pg.transaction(async (trx) => {
    const taken = await trx.raw(
      `update newsletter_campaign
       set lease_owner = ?, lease_until = now() + make_interval(secs => ?), status = 'sending',
           started_at = coalesce(started_at, now()), updated_at = now()
       where id = ? and status <> 'sent' and deleted_at is null
         and (lease_owner is null or lease_owner = ? or lease_until < now())
       returning id`,
      [owner, leaseSeconds, campaignId, owner]
    )
    if (!taken.rows.length) return false
    await trx.raw(
      `update newsletter_delivery set status = 'interrupted', error = 'envoi interrompu', updated_at = now()
       where campaign_id = ? and status = 'sending' and deleted_at is null`,
      [campaignId]
    )
    return true
  })
}

/**
 * In one transaction, while `owner` still holds the lease (renewed here): claims the next pending delivery
 * (`sending`, skip-locked so two workers never claim the same row) and issues the e-mail's own unsubscribe link
 * (only its hash is stored, so the link can only be made now). A subscriber who left meanwhile is `skipped`.
 * Undefined: the lease is lost, stop.
 */
export async function claimNextDelivery(pg: Sql, campaignId: string, owner: string, leaseSeconds: number): Promise<Claimed | undefined> {
  return pg.transaction(async (trx) => {
    const renewed = await trx.raw(
      `update newsletter_campaign set lease_until = now() + make_interval(secs => ?), updated_at = now()
       where id = ? and lease_owner = ? and status = 'sending' returning id`,
      [leaseSeconds, campaignId, owner]
    )
    if (!renewed.rows.length) return undefined
    const claimed = await trx.raw(
      `update newsletter_delivery set status = 'sending', claimed_at = now(), updated_at = now()
       where id = (select id from newsletter_delivery where campaign_id = ? and status = 'pending' and deleted_at is null
                   order by email, id limit 1 for update skip locked)
       returning id, subscriber_id`,
      [campaignId]
    )
    const row = claimed.rows[0] as { id: string; subscriber_id: string } | undefined
    if (!row) return null
    const subscribed = await trx.raw(
      `select email from newsletter_subscriber where id = ? and status = 'subscribed' and deleted_at is null for update`,
      [row.subscriber_id]
    )
    const email = (subscribed.rows[0] as { email?: string } | undefined)?.email
    if (email) {
      // This e-mail's own link (the newsletter plugin's newsletter_unsubscribe_link): older e-mails' links stay valid.
      const { token, hash } = newSecretToken()
      await trx.raw(`insert into newsletter_unsubscribe_link (id, subscriber_id, token_hash) values (?, ?, ?)`, [
        generateEntityId(undefined, "nlunsub"),
        row.subscriber_id,
        hash,
      ])
      return { id: row.id, email, token }
    }
    await trx.raw(`update newsletter_delivery set status = 'skipped', updated_at = now() where id = ?`, [row.id])
    return { id: row.id, skipped: true as const }
  })
}

/** The outcome of a claimed delivery; only a row still `sending` changes (a takeover may have marked it interrupted). */
async function recordOutcome(pg: Sql, deliveryId: string, error: string | null): Promise<void> {
  if (error === null) {
    await pg.raw(`update newsletter_delivery set status = 'sent', sent_at = now(), updated_at = now() where id = ? and status = 'sending'`, [deliveryId])
  } else {
    await pg.raw(`update newsletter_delivery set status = 'failed', error = ?, updated_at = now() where id = ? and status = 'sending'`, [error.slice(0, 500), deliveryId])
  }
}

/** At the end of the deliveries: the lease is handed back and the campaign is `sent` (unless a row is still pending). */
async function releaseLease(pg: Sql, campaignId: string, owner: string): Promise<boolean> {
  const result = await pg.raw(
    `update newsletter_campaign
     set lease_owner = null, lease_until = null, updated_at = now(),
         status = case when exists (select 1 from newsletter_delivery d where d.campaign_id = newsletter_campaign.id
                                    and d.status in ('pending', 'sending') and d.deleted_at is null)
                       then status else 'sent' end,
         finished_at = case when exists (select 1 from newsletter_delivery d where d.campaign_id = newsletter_campaign.id
                                         and d.status in ('pending', 'sending') and d.deleted_at is null)
                            then finished_at else now() end
     where id = ? and lease_owner = ? returning status`,
    [campaignId, owner]
  )
  return (result.rows[0] as { status?: string } | undefined)?.status === "sent"
}

/**
 * Sends a campaign's pending deliveries one by one, throttled (option `emailsPerSecond`), each e-mail with its own
 * unsubscribe link. Its whole state is in the database: a run that stops (crash, lost lease, `maxSends`) leaves
 * pending rows for the next run, and no row is ever sent twice.
 */
export async function runCampaign(scope: MedusaContainer, campaignId: string, run: RunOptions = {}): Promise<RunResult> {
  const pg = sqlOf(scope)
  const options = campaignOptions(scope)
  const owner = run.owner ?? `worker-${randomUUID()}`
  const result: RunResult = { sent: 0, failed: 0, skipped: 0, interrupted: 0, finished: false, leased: false }
  if (!(await takeCampaignLease(pg, campaignId, owner, options.leaseSeconds))) return result
  result.leased = true
  const [campaign] = (await pg.raw(`select subject, body from newsletter_campaign where id = ?`, [campaignId])).rows as { subject: string; body: string }[]
  const throttle = new Throttle(options.emailsPerSecond)
  const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
  for (;;) {
    if (run.maxSends !== undefined && result.sent + result.failed >= run.maxSends) return result
    const claimed = await claimNextDelivery(pg, campaignId, owner, options.leaseSeconds)
    if (claimed === undefined) return result
    if (claimed === null) break
    if ("skipped" in claimed) {
      result.skipped++
      continue
    }
    await throttle.wait()
    const links = { page: unsubscribeUrl(options.storefrontUrl, claimed.token), oneClick: oneClickUnsubscribeUrl(options.storefrontUrl, claimed.token) }
    try {
      await sendMail(scope, {
        to: claimed.email,
        template: NEWSLETTER_MAIL_TEMPLATE,
        content: campaignMail({ subject: campaign.subject, body: campaign.body }, links, options.storefrontUrl),
        idempotencyKey: `newsletter:${claimed.id}`,
        resource: { id: campaignId, type: "newsletter_campaign" },
        trigger: "newsletter",
      })
      await recordOutcome(pg, claimed.id, null)
      result.sent++
    } catch (error) {
      logger.warn(`newsletter ${campaignId}: delivery ${claimed.id} failed: ${String(error)}`)
      await recordOutcome(pg, claimed.id, String((error as Error)?.message ?? error))
      result.failed++
    }
  }
  result.finished = await releaseLease(pg, campaignId, owner)
  return result
}

/** Campaigns a run should pick up: queued for a while (their start event was lost) or sending with no live lease. */
export async function campaignsToResume(pg: Sql, queuedForSeconds: number): Promise<string[]> {
  const result = await pg.raw(
    `select id from newsletter_campaign
     where deleted_at is null and (
       (status = 'queued' and created_at < now() - make_interval(secs => ?))
       or (status = 'sending' and (lease_until is null or lease_until < now())))
     order by created_at`,
    [queuedForSeconds]
  )
  return result.rows.map((row) => String(row.id))
}
