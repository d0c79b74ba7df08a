import { Button } from '@chakra-ui/react';
import React, { Suspense, lazy, useState } from 'react';
import type { MenuItem } from '../../lib/categories';
import { messages } from '../../messages';
import { MenuIcon } from '../common/icons';

// The drawer (dialog machine, focus trap) is only downloaded when someone opens it.
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

export function MobileMenu({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
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
          setOpen(true);
        }}
        data-testid="mobile-menu-button"
      >
        <MenuIcon />
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer items={items} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
