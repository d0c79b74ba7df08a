import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { withdrawalMessages as m } from './messages';
import { withdrawalPath, WITHDRAWABLE_STATES } from './paths';

/** « renoncer au contrat ici » on one order (account history, order details), for the states it may still apply to. */
export function WithdrawalLink({ order }: { order: { orderNumber: string; state: string; security?: string | null; email?: string | null } }) {
  if (!WITHDRAWABLE_STATES.includes(order.state)) return null;
  return (
    <AppLink to={withdrawalPath(order)} color="accent" textDecoration="underline" data-testid="withdrawal-link">
      {m.link}
    </AppLink>
  );
}
