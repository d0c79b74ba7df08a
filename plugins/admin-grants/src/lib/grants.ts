// The section-6 table lives in @shop/shared (the storefront's gate and the server kit's staff guard read it too).
export { ADMIN_PATH_GRANTS, GRANTS, canEnter, isAdmin, isGrant, knownGrants, requiredGrants, type Grant } from "@shop/shared"
