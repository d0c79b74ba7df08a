import { STAFF_GRANTS_MESSAGES } from "@shop/shared"

/** Every French text of the grants plugin, in one place (tests spell them out literally). */
export const ADMIN_GRANT_MESSAGES = {
  /** spec 2.7: a logged-in user without the needed rights */
  accessDenied: "Accès refusé!",
  unknownGrant: (value: string): string => `Le droit « ${value} » n'existe pas.`,
  grantsNotAList: "Les droits doivent être une liste.",
  staffUserRequired: "Le compte d'équipe est obligatoire.",
  staffUserNotFound: "Ce compte d'équipe n'existe pas.",
  /** the change would leave no staff member holding every grant (the shared text, also the route's 409) */
  lastFullAdmin: STAFF_GRANTS_MESSAGES.lastFullAdmin,
} as const
