import { Box } from '@chakra-ui/react';
import React from 'react';
import type { MenuItem } from '../../lib/categories';
import { messages } from '../../messages';
import { AppLink } from '../common/AppLink';
import { MenuDrawer } from './MenuDrawer';

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
  return (
    <MenuDrawer open={open} onOpenChange={onOpenChange} title={messages.header.menuTitle} navLabel={messages.header.mainNav} testId="mobile-menu">
      <MenuList items={items} level={0} onNavigate={() => onOpenChange(false)} />
    </MenuDrawer>
  );
}
