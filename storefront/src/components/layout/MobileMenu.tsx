import React, { lazy } from 'react';
import type { MenuItem } from '../../lib/categories';
import { messages } from '../../messages';
import { MenuDrawerButton } from './MenuDrawerButton';

// The drawer (dialog machine, focus trap) is only downloaded when someone opens it.
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

export function MobileMenu({ items }: { items: MenuItem[] }) {
  return (
    <MenuDrawerButton
      label={messages.header.openMenu}
      testId="mobile-menu-button"
      renderDrawer={(open, onOpenChange) => <MobileMenuDrawer items={items} open={open} onOpenChange={onOpenChange} />}
    />
  );
}
