import { MESSAGE_CATEGORIES } from "@shop/shared"

/** The French label of a subject (section 5: ORDER → « Suivi de commande »…); an unknown value shows as itself. */
export function categoryLabel(subject: string): string {
  return MESSAGE_CATEGORIES.find((category) => category.value === subject)?.label ?? subject
}
