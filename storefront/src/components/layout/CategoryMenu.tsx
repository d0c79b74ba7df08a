import { Box, Flex } from '@chakra-ui/react';
import React from 'react';
import type { MenuItem } from '../../lib/categories';
import { messages } from '../../messages';
import { AppLink } from '../common/AppLink';
import { StaticIsland } from '../../features/static-island/StaticIsland';

/**
 * Desktop menu, three levels: top entries in a bar; their panel (second level as column titles, third
 * level below) opens on hover and on keyboard focus, in CSS only, so it works before hydration.
 */
export function CategoryMenu({ items }: { items: MenuItem[] }) {
  return (
    <StaticIsland>
      <Box as="nav" aria-label={messages.header.mainNav} display={{ base: 'none', lg: 'block' }} bg="brand.800" data-testid="category-menu">
        <Flex as="ul" listStyleType="none" maxW="page" mx="auto" px="4" gap="1" flexWrap="wrap">
          {items.map((item) => (
            <Box as="li" key={item.to} position="relative" css={{ '&:hover > div, &:focus-within > div': { display: 'block' } }}>
              <AppLink to={item.to} display="block" px="3" py="2.5" color="white" fontWeight="medium" _hover={{ color: 'copper.200' }} data-menu-tag={item.tag ?? undefined}>
                {item.label}
              </AppLink>
              {item.children.length > 0 && (
                <Box display="none" position="absolute" top="100%" insetStart="0" zIndex="dropdown" bg="page" color="fg" boxShadow="lg" borderTopWidth="3px" borderColor="copper.500" p="4" minW="18rem">
                  <Flex as="ul" listStyleType="none" gap="6">
                    {item.children.map((child) => (
                      <Box as="li" key={child.to} minW="12rem">
                        <AppLink to={child.to} fontWeight="bold" color="brand.fg">
                          {child.label}
                        </AppLink>
                        {child.children.length > 0 && (
                          <Box as="ul" listStyleType="none" mt="2">
                            {child.children.map((leaf) => (
                              <Box as="li" key={leaf.to} py="1">
                                <AppLink to={leaf.to} color="fg.muted">
                                  {leaf.label}
                                </AppLink>
                              </Box>
                            ))}
                          </Box>
                        )}
                      </Box>
                    ))}
                  </Flex>
                </Box>
              )}
            </Box>
          ))}
        </Flex>
      </Box>
    </StaticIsland>
  );
}
