// What the app and other plugins import: the module key, the identity as stored and as printed, the guide handlers.
export { COMPANY_MODULE } from "./modules/company"
export { DEFAULT_COMPANY_IDENTITY, readCompanyIdentity } from "./lib/identity"
export { companyIdentity, printedCapital, printedCompany, type PrintedCompany } from "./lib/printed"
export { getCompanyGuide, putCompanyGuide } from "./lib/guide-route"
export * from "./workflows"
