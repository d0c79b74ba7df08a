import { useEffect, useState } from 'react';
import { accountApi } from '../../lib/api/account';
import { useSessionSnapshot } from '../session/sessionStore';
import { loyaltyStanding, type LoyaltyStanding } from './pricing';

/** One request per visit and per account: every price of a page reads the same standing. */
let cached: { email: string; standing: Promise<LoyaltyStanding | null> } | null = null;

function standingOf(email: string): Promise<LoyaltyStanding | null> {
  if (cached?.email !== email) {
    cached = {
      email,
      standing: accountApi.myOrders().then(
        (orders) => loyaltyStanding(orders, new Date()),
        () => null,
      ),
    };
  }
  return cached.standing;
}

/**
 * The logged-in pro's loyalty standing (GET /api/me/order), null for anyone else or while it loads: the static HTML
 * and a visitor see the list price HT, a pro sees their own price once the session and the orders are known.
 */
export function useOwnStanding(): LoyaltyStanding | null {
  const { ready, user } = useSessionSnapshot();
  const email = ready && user.isLogged && user.isPro ? user.email : '';
  const [standing, setStanding] = useState<{ email: string; value: LoyaltyStanding | null } | null>(null);
  useEffect(() => {
    if (!email) return;
    let live = true;
    void standingOf(email).then((value) => live && setStanding({ email, value }));
    return () => {
      live = false;
    };
  }, [email]);
  return email && standing?.email === email ? standing.value ?? { paidCents: 0, tierPercent: 0, next: null } : null;
}
