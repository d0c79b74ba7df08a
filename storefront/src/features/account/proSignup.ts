/**
 * `/login/?compte=pro` opens the sign-up with 'Je suis un professionnel' ticked (the /pro page's
 * 'Créer un compte professionnel' goes there). Any other value leaves the consumer sign-up.
 */
const PARAM = 'compte';
const VALUE = 'pro';

export const PRO_SIGNUP_PATH = `/login/?${PARAM}=${VALUE}`;

export function wantsProSignup(search: string): boolean {
  return new URLSearchParams(search).get(PARAM) === VALUE;
}
