import { Box, Flex } from '@chakra-ui/react';
import React from 'react';

/**
 * The toolbar's frame, the same in the static HTML and on the screen: the count, then the sort and the filters button
 * (`controls`), then `children` (the active filters). The controls' place is kept while it is empty (the static page,
 * the screen's first stage): a row of its own below 768 px, where they do not fit beside the count on a phone, and
 * the count's row beside them from 768 px. So the results below do not move when the controls come.
 */
export function SearchToolbar({ count, controls, children }: { count: React.ReactNode; controls?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <Box>
      <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="3">
        <Flex align="baseline" gap="3" wrap="wrap">
          {count}
        </Flex>
        <Flex align="center" gap="2" wrap="wrap" minH="10">
          {controls}
        </Flex>
      </Flex>
      {children}
    </Box>
  );
}
