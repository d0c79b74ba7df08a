import { Box, Flex } from '@chakra-ui/react';
import React from 'react';
import { AppLink } from '../../components/common/AppLink';
import { searchMessages as m } from './messages';
import { pageCount, pageItems, searchHref, type SearchState } from './searchState';

const cell = { minW: '10', h: '10', px: '3', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'md' } as const;

/** Page links (real links: shareable, open in a new tab, work with the keyboard); nothing for one page. */
export function Pagination({ state, total }: { state: SearchState; total: number }) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const link = (page: number) => searchHref({ ...state, page });
  return (
    <Box as="nav" aria-label={m.pagination} mt="8" data-testid="pagination">
      <Flex as="ul" listStyleType="none" gap="1" wrap="wrap" justify="center">
        {state.page > 1 && (
          <li>
            <AppLink to={link(state.page - 1)} {...cell} borderWidth="1px" borderColor="border" rel="prev" data-testid="page-previous">
              {m.previous}
            </AppLink>
          </li>
        )}
        {pageItems(state.page, pages).map((item, index) =>
          item === 'gap' ? (
            <Box as="li" key={`gap-${index}`} {...cell} aria-hidden="true">
              …
            </Box>
          ) : (
            <li key={item}>
              {item === state.page ? (
                <Box as="span" {...cell} bg="brand.solid" color="brand.contrast" fontWeight="bold" aria-current="page" aria-label={m.pageLabel(item)}>
                  {item}
                </Box>
              ) : (
                <AppLink to={link(item)} {...cell} borderWidth="1px" borderColor="border" aria-label={m.pageLabel(item)}>
                  {item}
                </AppLink>
              )}
            </li>
          ),
        )}
        {state.page < pages && (
          <li>
            <AppLink to={link(state.page + 1)} {...cell} borderWidth="1px" borderColor="border" rel="next" data-testid="page-next">
              {m.next}
            </AppLink>
          </li>
        )}
      </Flex>
    </Box>
  );
}
