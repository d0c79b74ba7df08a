import { Box, Heading } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { MenuDrawer } from '../../../components/layout/MenuDrawer';
import { adminHref, DASHBOARD_ENTRY, isCurrent, type AdminMenuEntry, type AdminMenuGroup } from '../menu';
import { adminMessages as m } from '../messages';

type Props = {
  groups: AdminMenuGroup[];
  extras: AdminMenuEntry[];
  path: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function EntryLink({ entry, path, onNavigate }: { entry: AdminMenuEntry; path: string; onNavigate: () => void }) {
  const current = isCurrent(entry, path);
  return (
    <AppLink to={adminHref(entry.path)} onClick={onNavigate} display="block" py="1.5" aria-current={current ? 'page' : undefined} fontWeight={current ? 'bold' : 'normal'}>
      {entry.label}
    </AppLink>
  );
}

/** The small-screen menu (spec 2.4): the same entries in a drawer, downloaded when first opened. */
export default function AdminMenuDrawer({ groups, extras, path, open, onOpenChange }: Props) {
  const close = () => onOpenChange(false);
  return (
    <MenuDrawer open={open} onOpenChange={onOpenChange} title={m.menuTitle} navLabel={m.menuNav} testId="admin-menu-drawer">
      <Box as="ul" listStyleType="none">
        <li>
          <EntryLink entry={DASHBOARD_ENTRY} path={path} onNavigate={close} />
        </li>
        {groups.map((group) => (
          <Box as="li" key={group.label} mt="3">
            <Heading as="h2" size="sm" color="fg.muted" mb="1">{group.label}</Heading>
            <Box as="ul" listStyleType="none" ps="3">
              {group.entries.map((entry) => (
                <li key={entry.path}>
                  <EntryLink entry={entry} path={path} onNavigate={close} />
                </li>
              ))}
            </Box>
          </Box>
        ))}
        {extras.map((entry) => (
          <Box as="li" key={entry.path} mt="3">
            <EntryLink entry={entry} path={path} onNavigate={close} />
          </Box>
        ))}
      </Box>
    </MenuDrawer>
  );
}
