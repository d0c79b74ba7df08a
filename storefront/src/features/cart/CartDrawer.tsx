import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import React from 'react';
import { getQueryClient } from '../session/queryClient';
import { CartContents } from './CartContents';
import { cartDrawer, useCartDrawer } from './drawerState';
import { cartMessages as m } from './messages';

/**
 * The slide-in cart drawer 'Mon panier' (2.5, 2.8). Chakra's Drawer is a modal dialog: focus trapped inside,
 * Escape and the labelled close button close it, focus returns to the cart button.
 * Default export: the layout loads it on the first opening only, with react-query (the session cache).
 */
export default function CartDrawer() {
  const { open } = useCartDrawer();
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Drawer.Root open={open} onOpenChange={(details) => cartDrawer.setOpen(details.open)} placement="end" size="sm">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="cart-drawer">
              <Drawer.Header>
                <Drawer.Title>{m.title}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <CartContents />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label={m.close} size="sm" data-testid="cart-drawer-close" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </QueryClientProvider>
  );
}
