import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import React from 'react';
import { messages } from '../../messages';
import type { BlockProps } from './types';

type CompareValue = { symbol?: string | null; title?: string | null };
type CompareItem = { label?: string | null; name?: string | null; values?: CompareValue[] | null };

/**
 * Compares ranges: one column per item (label + name), one row per feature (label + caption); the
 * cell shows the value's symbol and, for screen readers and tooltips, its title.
 */
export function CompareTableBlock({ block, headingLevel, headingId }: BlockProps) {
  const features = block.features ?? [];
  const items = (block.items ?? []) as CompareItem[];
  if (features.length === 0 || items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={block.title ? headingId : undefined} data-block="compare-table">
      {block.title && <Heading as={headingLevel} id={headingId} size="2xl">{block.title}</Heading>}
      {block.text && <Text mt="2" color="fg.muted">{block.text}</Text>}
      {/* relative: the visually hidden texts in cells are absolutely placed and must scroll with the table, not widen the page.
          Focusable region: on a phone the table scrolls sideways, and keyboard users must be able to scroll it too. */}
      <Box
        overflowX="auto"
        mt="5"
        position="relative"
        tabIndex={0}
        role="region"
        aria-label={block.title || 'Tableau comparatif'}
      >
        <chakra.table w="full" borderWidth="1px" borderColor="border" fontSize="sm">
          {block.title && <caption className="visually-hidden">{block.title}</caption>}
          <thead>
            <chakra.tr bg="brand.solid" color="brand.contrast">
              <chakra.th scope="col" textAlign="start" p="3">{messages.blocks.compareFeature}</chakra.th>
              {items.map((item, i) => (
                <chakra.th scope="col" key={i} p="3" textAlign="center">
                  <Box as="span" display="block" fontWeight="bold">{item.label}</Box>
                  {item.name && <Box as="span" display="block" fontWeight="normal" fontSize="xs">{item.name}</Box>}
                </chakra.th>
              ))}
            </chakra.tr>
          </thead>
          <tbody>
            {features.map((feature, row) => (
              <chakra.tr key={row} bg={row % 2 ? 'page' : 'surface'}>
                <chakra.th scope="row" textAlign="start" p="3" fontWeight="medium">
                  {feature.label}
                  {feature.caption && <Box as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">{feature.caption}</Box>}
                </chakra.th>
                {items.map((item, col) => {
                  const value = item.values?.[row];
                  return (
                    <chakra.td key={col} p="3" textAlign="center" title={value?.title ?? undefined}>
                      <span aria-hidden={value?.title ? true : undefined}>{value?.symbol ?? '–'}</span>
                      {value?.title && <span className="visually-hidden">{value.title}</span>}
                    </chakra.td>
                  );
                })}
              </chakra.tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Box>
  );
}
