import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import React from 'react';
import { messages } from '../../messages';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** the accessible name of the menu's <nav> */
  navLabel: string;
  testId: string;
  children: React.ReactNode;
};

/**
 * The small-screen menu's drawer (shop, pro area, back-office): opens from the start edge, a title, the menu's
 * navigation and a close button. Imported only by lazily loaded drawers, so pages download it on first open.
 */
export function MenuDrawer({ open, onOpenChange, title, navLabel, testId, children }: Props) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={navLabel}>{children}</nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={messages.header.closeMenu} size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
