import { Box, chakra } from '@chakra-ui/react';
import React, { useId, useRef, useState } from 'react';
import { AppLink } from '../../../components/common/AppLink';
import { adminHref, DASHBOARD_ENTRY, isCurrent, type AdminMenuEntry, type AdminMenuGroup } from '../menu';
import { adminMessages as m } from '../messages';


const topLink = {
  color: 'headerFg',
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'md',
  _hover: { bg: 'whiteAlpha.200', textDecoration: 'none' },
} as const;

/**
 * One group of the large-screen menu: opens on hover (spec 2.4), and on click, Enter or Space for keyboard and touch
 * users (the disclosure pattern: a button with aria-expanded and its list); Escape or leaving closes it.
 */
function MenuGroup({ group, path }: { group: AdminMenuGroup; path: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const current = group.entries.some((entry) => isCurrent(entry, path));
  return (
    <Box
      as="li"
      position="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event: React.KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <chakra.button
        ref={button}
        type="button"
        {...topLink}
        fontWeight={current ? 'bold' : 'medium'}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        _focusVisible={{ outline: '2px solid', outlineColor: 'headerFg', outlineOffset: '1px' }}
      >
        {group.label} <span aria-hidden="true">▾</span>
      </chakra.button>
      <Box
        as="ul"
        id={listId}
        hidden={!open}
        listStyleType="none"
        position="absolute"
        top="100%"
        insetStart="0"
        zIndex="dropdown"
        minW="14rem"
        py="2"
        bg="page"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        boxShadow="lg"
      >
        {group.entries.map((entry) => (
          <li key={entry.path}>
            <AppLink
              to={adminHref(entry.path)}
              display="block"
              px="4"
              py="2"
              color="fg"
              aria-current={isCurrent(entry, path) ? 'page' : undefined}
              fontWeight={isCurrent(entry, path) ? 'bold' : 'normal'}
              _hover={{ bg: 'surface', textDecoration: 'none' }}
              onClick={() => setOpen(false)}
            >
              {entry.label}
            </AppLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The large-screen menu (spec 2.4): Dashboard, then one hover dropdown per group, then the shell's own pages. */
export function AdminMenuBar({ groups, extras, path }: { groups: AdminMenuGroup[]; extras: AdminMenuEntry[]; path: string }) {
  return (
    <Box as="nav" aria-label={m.menuNav} display={{ base: 'none', lg: 'block' }} data-testid="admin-menu">
      <Box as="ul" display="flex" listStyleType="none" gap="1" alignItems="center">
        {[DASHBOARD_ENTRY].map((entry) => (
          <li key="dashboard">
            <AppLink to={adminHref('')} {...topLink} aria-current={path === '' ? 'page' : undefined} fontWeight={path === '' ? 'bold' : 'medium'}>
              {entry.label}
            </AppLink>
          </li>
        ))}
        {groups.map((group) => (
          <MenuGroup key={group.label} group={group} path={path} />
        ))}
        {extras.map((entry) => (
          <li key={entry.path}>
            <AppLink to={adminHref(entry.path)} {...topLink} aria-current={isCurrent(entry, path) ? 'page' : undefined} fontWeight={isCurrent(entry, path) ? 'bold' : 'medium'}>
              {entry.label}
            </AppLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
