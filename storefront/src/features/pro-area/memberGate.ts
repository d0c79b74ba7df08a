/**
 * Who may see a member page of /pro/v1 (spec 2.3: /pro/v1/me/*, /pro/v1/contact/devis): a logged-in pro. A visitor
 * or a consumer is told what the area is and offered the pro sign-up or login; nothing of a pro is shown to them.
 */
export type MemberAccess = 'checking' | 'pro' | 'visitor' | 'consumer';

export function memberAccess(session: { ready: boolean; user: { isLogged: boolean; isPro: boolean } }): MemberAccess {
  if (!session.ready) return 'checking';
  if (!session.user.isLogged) return 'visitor';
  return session.user.isPro ? 'pro' : 'consumer';
}
