import { Box, Flex } from '@chakra-ui/react';
import React from 'react';
import { StaticIsland } from '../../features/static-island/StaticIsland';
import { messages } from '../../messages';
import { AppLink } from './AppLink';

export type Crumb = { label: string; to?: string };

/** Breadcrumb trail; the home crumb (the shop's, or the pro area's) always comes first, the last crumb is the current page. */
export function Breadcrumbs({ items, home = '/' }: { items: Crumb[]; home?: string }) {
  const all: Crumb[] = [{ label: messages.breadcrumb.home, to: home }, ...items];
  return (
    <StaticIsland>
      <Box as="nav" aria-label={messages.breadcrumb.label} mb="4" fontSize="sm" data-testid="breadcrumb">
        <Flex as="ol" listStyleType="none" wrap="wrap" gap="1" color="fg.muted">
          {all.map((crumb, index) => {
            const last = index === all.length - 1;
            return (
              <Flex as="li" key={`${crumb.label}-${index}`} gap="1" align="center">
                {last || !crumb.to ? (
                  <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                ) : (
                  <AppLink to={crumb.to} color="brand.fg">
                    {crumb.label}
                  </AppLink>
                )}
                {!last && <span aria-hidden="true">›</span>}
              </Flex>
            );
          })}
        </Flex>
      </Box>
    </StaticIsland>
  );
}
