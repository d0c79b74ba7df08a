import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ADMIN_GRANT_MESSAGES } from "../../../lib/messages"
import { setStaffGrantsSchema, type SetStaffGrantsInput, type StaffGrants } from "../../../lib/validation"

/** Checks the grant names (French message naming the unknown one) and that the staff user exists. */
export const validateStaffGrantsStep = createStep(
  "validate-staff-grants",
  async (input: SetStaffGrantsInput, { container }) => {
    const parsed = setStaffGrantsSchema.safeParse(input)
    if (!parsed.success) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, parsed.error.issues[0]?.message ?? ADMIN_GRANT_MESSAGES.grantsNotAList)
    }
    const users = await container.resolve(Modules.USER).listUsers({ id: parsed.data.user_id }, { take: 1 })
    if (!users.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, ADMIN_GRANT_MESSAGES.staffUserNotFound)
    return new StepResponse<StaffGrants>(parsed.data)
  }
)
