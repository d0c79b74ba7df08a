/**
 * Where the visitor goes after logging in: `?next=` when it is a path of this site, else /me. A full URL, a
 * protocol-relative `//host` or a backslash trick would send a fresh login to another site (open redirect).
 */
export const ACCOUNT_PATH = '/me/';
export const LOGIN_PATH = '/login/';
export const FORGOT_PASSWORD_PATH = '/login/iforgot/';

const PLACEHOLDER_ORIGIN = 'https://boutique.invalid';

export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\s]/.test(raw.slice(0, 2))) return ACCOUNT_PATH;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(raw)) return ACCOUNT_PATH;
  try {
    const url = new URL(raw, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return ACCOUNT_PATH;
    // never back to the login screen itself (it would bounce the logged-in visitor at once)
    if (url.pathname === LOGIN_PATH || url.pathname === '/login') return ACCOUNT_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return ACCOUNT_PATH;
  }
}

/** /login/?next=… for a page that needs a logged-in visitor. */
export function loginPathFor(next: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ next }).toString()}`;
}
