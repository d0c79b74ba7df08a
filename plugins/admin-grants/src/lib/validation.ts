import { z } from "@medusajs/framework/zod"
import { GRANTS, type Grant } from "./grants"
import { ADMIN_GRANT_MESSAGES } from "./messages"

/**
 * Input of the set-staff-grants workflow (and of the admin route that will call it): a staff user id and
 * the whole list of grants it should hold. Duplicates collapse; the list comes back in table order.
 */
export const setStaffGrantsSchema = z.object({
  user_id: z
    .string({ error: ADMIN_GRANT_MESSAGES.staffUserRequired })
    .trim()
    .min(1, { error: ADMIN_GRANT_MESSAGES.staffUserRequired }),
  grants: z
    .array(
      z.string({ error: (issue) => ADMIN_GRANT_MESSAGES.unknownGrant(String(issue.input)) }).refine(
        (value) => (GRANTS as readonly string[]).includes(value),
        { error: (issue) => ADMIN_GRANT_MESSAGES.unknownGrant(String(issue.input)) }
      ),
      { error: ADMIN_GRANT_MESSAGES.grantsNotAList }
    )
    .transform((values) => GRANTS.filter((grant) => values.includes(grant)) as Grant[]),
})

export type SetStaffGrantsInput = z.input<typeof setStaffGrantsSchema>
export type StaffGrants = z.output<typeof setStaffGrantsSchema>
