import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import React from 'react';
import type { MenuItem } from '../../lib/categories';
import { messages } from '../../messages';
import { AppLink } from '../common/AppLink';

type Props = { items: MenuItem[]; open: boolean; onOpenChange: (open: boolean) => void };

function MenuList({ items, level, onNavigate }: { items: MenuItem[]; level: number; onNavigate: () => void }) {
  return (
    <Box as="ul" listStyleType="none" ps={level === 0 ? '0' : '4'}>
      {items.map((item) => (
        <Box as="li" key={item.to} py="1">
          <AppLink to={item.to} onClick={onNavigate} fontWeight={level === 0 ? 'bold' : 'normal'} display="block" py="1">
            {item.label}
          </AppLink>
          {item.children.length > 0 && <MenuList items={item.children} level={level + 1} onNavigate={onNavigate} />}
        </Box>
      ))}
    </Box>
  );
}

export default function MobileMenuDrawer({ items, open, onOpenChange }: Props) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-menu">
            <Drawer.Header>
              <Drawer.Title>{messages.header.menuTitle}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={messages.header.mainNav}>
                <MenuList items={items} level={0} onNavigate={close} />
              </nav>
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
