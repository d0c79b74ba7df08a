import { navigate } from 'gatsby';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { KEEP_SCROLL, isPlainClick } from './keepScroll';

type Props = React.ComponentProps<typeof AppLink>;

/**
 * A link to the same search with one filter changed: a real link (shareable, opens in a new tab), whose
 * plain click navigates without scrolling the page back to the top.
 */
export function FilterLink({ to, onClick, ...props }: Props) {
  return (
    <AppLink
      to={to}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to, { state: KEEP_SCROLL });
      }}
      {...props}
    />
  );
}
