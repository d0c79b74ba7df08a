import type { MedusaContainer } from "@medusajs/framework/types"
import { campaignsToResume, JOB_OWNER, runCampaign } from "../lib/campaigns/runner"
import { sqlOf } from "../lib/campaigns/sql"
import { campaignOptions } from "../lib/options"

/** A queued campaign whose start event this long ago led nowhere (lost event, worker down) is started by the job. */
const QUEUED_GRACE_SECONDS = 60

/** The campaigns this process's job is sending right now. */
const RUNNING = new Set<string>()

/**
 * Every minute, on the worker: campaigns left half-sent by a worker that died (lease run out) or never started are
 * taken up again. Each run sends at most ~50 s worth at the throttle and keeps the lease: the next tick of this
 * process continues (another worker only once the lease has run out).
 */
export default async function resumeNewsletterCampaignsJob(container: MedusaContainer): Promise<void> {
  const { emailsPerSecond } = campaignOptions(container)
  for (const id of await campaignsToResume(sqlOf(container), QUEUED_GRACE_SECONDS)) {
    // A tick that overlaps the previous one (slow SMTP) must not take over its own process's campaign: holding the
    // same lease owner, it would mark the e-mail in flight `interrupted`.
    if (RUNNING.has(id)) continue
    RUNNING.add(id)
    try {
      await runCampaign(container, id, { owner: JOB_OWNER, maxSends: Math.max(1, Math.floor(emailsPerSecond * 50)) })
    } finally {
      RUNNING.delete(id)
    }
  }
}

export const config = {
  name: "resume-newsletter-campaigns",
  schedule: "* * * * *",
}
