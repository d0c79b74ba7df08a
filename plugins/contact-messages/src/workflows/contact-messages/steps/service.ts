import { SHOP_MESSAGES_MODULE } from "../../../modules/shop-messages"
import type ShopMessagesModuleService from "../../../modules/shop-messages/service"

/** The module's service from a step's container. */
export const messagesService = (container: { resolve<T>(key: string): T }) =>
  container.resolve<ShopMessagesModuleService>(SHOP_MESSAGES_MODULE)
