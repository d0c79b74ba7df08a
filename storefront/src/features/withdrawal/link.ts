/**
 * The footer link's words (decree D221-5), apart from the withdrawal screens' texts: the footer is on every page,
 * and importing messages.ts put all of them in every page's first JavaScript.
 */
export const WITHDRAWAL_LINK = 'renoncer au contrat ici';
