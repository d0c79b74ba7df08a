import { Button } from '@chakra-ui/react';
import React, { Suspense, lazy, useEffect, useState } from 'react';
import { MenuIcon } from '../../components/common/icons';
import { messages } from '../../messages';
import { cartDrawer, useCartDrawer } from '../cart/drawerState';

const ProMobileMenuDrawer = lazy(() => import('./ProMobileMenuDrawer'));

/** The mobile pro menu (spec 2.3, 2.5): opening it closes the cart drawer, opening the cart closes it. */
export function ProMobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const cart = useCartDrawer();
  useEffect(() => {
    if (cart.open) setOpen(false);
  }, [cart.open]);
  const change = (next: boolean) => {
    if (next) cartDrawer.close();
    setOpen(next);
  };
  return (
    <>
      <Button
        variant="ghost"
        color="headerFg"
        _hover={{ bg: 'whiteAlpha.200' }}
        display={{ base: 'inline-flex', lg: 'none' }}
        px="2"
        aria-label={messages.header.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          change(true);
        }}
        data-testid="pro-mobile-menu-button"
      >
        <MenuIcon />
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <ProMobileMenuDrawer open={open} onOpenChange={change} />
        </Suspense>
      )}
    </>
  );
}
