import React, { Suspense, lazy } from 'react';
import { useCartDrawer } from './drawerState';

// The drawer's code (dialog machine, promo panel, holiday calendar) downloads on the first opening only.
const CartDrawer = lazy(() => import('./CartDrawer'));

/** Mounted once by the layout. */
export function CartDrawerHost() {
  const { requested } = useCartDrawer();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
