import React, { lazy, useEffect, useState } from 'react';
import { MenuDrawerButton } from '../../components/layout/MenuDrawerButton';
import { messages } from '../../messages';
import { cartDrawer, useCartDrawer } from '../cart/drawerState';

const ProMobileMenuDrawer = lazy(() => import('./ProMobileMenuDrawer'));

/** The mobile pro menu (spec 2.3, 2.5): opening it closes the cart drawer, opening the cart closes it. */
export function ProMobileMenu() {
  const [open, setOpen] = useState(false);
  const cart = useCartDrawer();
  useEffect(() => {
    if (cart.open) setOpen(false);
  }, [cart.open]);
  const change = (next: boolean) => {
    if (next) cartDrawer.close();
    setOpen(next);
  };
  return (
    <MenuDrawerButton
      label={messages.header.openMenu}
      testId="pro-mobile-menu-button"
      open={open}
      onOpenChange={change}
      renderDrawer={(isOpen, onOpenChange) => <ProMobileMenuDrawer open={isOpen} onOpenChange={onOpenChange} />}
    />
  );
}
