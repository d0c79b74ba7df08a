import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { sendMail } from "@shop/server-kit"
import { CONTACT_LOOKUP_TEMPLATE, lookupMail, type LookupMailThread } from "../../../lib/contact/lookup"

/** The lookup e-mail with the links, to the address asked about only; nothing matched: nothing is sent. */
export const sendThreadLinksStep = createStep(
  "contact-send-thread-links",
  async (input: { email: string; storefrontUrl: string; links: LookupMailThread[] }, { container }) => {
    if (!input.links.length) return new StepResponse(0)
    const links = input.links.map((thread) => ({ ...thread, createdAt: new Date(thread.createdAt) }))
    await sendMail(container, { to: input.email, template: CONTACT_LOOKUP_TEMPLATE, content: lookupMail(links, input.storefrontUrl) })
    return new StepResponse(links.length)
  }
)
