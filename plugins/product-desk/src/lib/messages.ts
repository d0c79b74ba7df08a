import { PRODUCT_DESK_TEXTS } from "@shop/shared"
import { IMPORT_TEXTS } from "./csv-import"

/** French answers of the product desk (field messages: the shared schema's `PRODUCT_DESK_TEXTS`). */
export const PRODUCT_DESK_MESSAGES = { ...PRODUCT_DESK_TEXTS, ...IMPORT_TEXTS } as const
