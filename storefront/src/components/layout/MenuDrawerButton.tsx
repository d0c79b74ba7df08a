import { Button } from '@chakra-ui/react';
import React, { Suspense, useState } from 'react';
import { MenuIcon } from '../common/icons';

type Props = {
  label: string;
  testId: string;
  /** the drawer, lazily imported by the caller: downloaded only when someone first opens the menu */
  renderDrawer: (open: boolean, onOpenChange: (open: boolean) => void) => React.ReactNode;
  /** open state owned by the caller (the pro menu closes when the cart opens); local state otherwise */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The header's menu button on small screens (hidden from `lg`), and the drawer it opens. */
export function MenuDrawerButton({ label, testId, renderDrawer, open: controlled, onOpenChange }: Props) {
  const [local, setLocal] = useState(false);
  const [requested, setRequested] = useState(false);
  const open = controlled ?? local;
  const change = onOpenChange ?? setLocal;
  return (
    <>
      <Button
        variant="ghost"
        color="headerFg"
        _hover={{ bg: 'whiteAlpha.200' }}
        display={{ base: 'inline-flex', lg: 'none' }}
        px="2"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          change(true);
        }}
        data-testid={testId}
      >
        <MenuIcon />
      </Button>
      {requested && <Suspense fallback={null}>{renderDrawer(open, change)}</Suspense>}
    </>
  );
}
