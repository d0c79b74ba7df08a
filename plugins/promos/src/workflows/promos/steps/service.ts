import type { MedusaContainer } from "@medusajs/framework/types"
import type { IPromotionModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

export const promotionService = (container: MedusaContainer): IPromotionModuleService => container.resolve(Modules.PROMOTION)
