import React from 'react';
import { adminHref } from '../menu';
import { AdminTile } from '../shell/AdminTile';
import { searchOfFilters } from './format';
import { LATE_FILTERS, TO_HANDLE_FILTERS, useLateOrders, useOrdersToHandle } from './hooks';
import { ordersMessages as m } from './messages';

export function OrdersToHandleTile() {
  const query = useOrdersToHandle();
  return (
    <AdminTile
      title={m.toHandleTitle}
      query={query}
      value={(list) => list.count}
      hint={m.toHandleHint}
      to={`${adminHref('orders')}${searchOfFilters(TO_HANDLE_FILTERS)}`}
      linkText={m.toHandleLink}
    />
  );
}

export function LateOrdersTile() {
  const query = useLateOrders();
  return (
    <AdminTile
      title={m.lateTitle}
      query={query}
      value={(list) => list.count}
      hint={query.data ? m.lateRule(query.data.lateAfterWorkingDays) : undefined}
      to={`${adminHref('orders')}${searchOfFilters(LATE_FILTERS)}`}
      linkText={m.lateLink}
    />
  );
}
