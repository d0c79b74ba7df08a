import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as GatsbyLink } from 'gatsby';
import React from 'react';
import { isBuiltRoute, withTrailingSlash } from '../../lib/links';

type AppLinkProps = Omit<LinkProps, 'href' | 'asChild'> & { to: string };

/**
 * Chakra's styled link over Gatsby's router link (client navigation + prefetch). Routes that a later
 * issue builds (/me, /order/…, /contact) get a plain <a>: prefetching them would only fetch 404s.
 */
export function AppLink({ to: target, children, ...props }: AppLinkProps) {
  const to = target.startsWith('/') && !target.startsWith('//') ? withTrailingSlash(target) : target;
  if (!isBuiltRoute(to)) {
    return (
      <ChakraLink href={to} {...props}>
        {children}
      </ChakraLink>
    );
  }
  return (
    <ChakraLink asChild {...props}>
      <GatsbyLink to={to}>{children}</GatsbyLink>
    </ChakraLink>
  );
}
