import { Flex } from '@chakra-ui/react';
import { findCategory } from '@shop/shared';
import React from 'react';
import { FilterLink } from './FilterLink';
import { searchMessages as m } from './messages';
import { clearFilters, hasFilters, searchHref, toggleBrand, withFilters, type SearchState } from './searchState';

type Chip = { key: string; label: string; without: SearchState };

/** The filters in force as one chip each (a link to the same search without it). */
export function activeFilterChips(state: SearchState): Chip[] {
  const chips: Chip[] = [];
  if (state.category) {
    chips.push({ key: 'category', label: findCategory(state.category)?.node.name ?? state.category, without: withFilters(state, { category: null }) });
  }
  for (const brand of state.brands) chips.push({ key: `brand-${brand}`, label: brand, without: toggleBrand(state, brand) });
  if (state.power) chips.push({ key: 'power', label: m.powerBucket(state.power.min, state.power.max), without: withFilters(state, { power: null }) });
  if (state.priceMin !== null || state.priceMax !== null) {
    const label =
      state.priceMin !== null && state.priceMax !== null
        ? m.priceRange(state.priceMin, state.priceMax)
        : state.priceMin !== null
          ? m.priceFrom(state.priceMin)
          : m.priceUpTo(state.priceMax as number);
    chips.push({ key: 'price', label, without: withFilters(state, { priceMin: null, priceMax: null }) });
  }
  if (state.inStock) chips.push({ key: 'stock', label: m.inStockChip, without: withFilters(state, { inStock: false }) });
  return chips;
}

/** Visible on every width: below 768 px it is the only sign of the filters while their panel is closed. */
export function ActiveFilters({ state }: { state: SearchState }) {
  if (!hasFilters(state)) return null;
  return (
    <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" mt="3" aria-label={m.activeFilters} data-testid="active-filters">
      {activeFilterChips(state).map((chip) => (
        <li key={chip.key}>
          <FilterLink to={searchHref(chip.without)} display="inline-flex" alignItems="center" gap="1" px="3" py="1" borderRadius="full" borderWidth="1px" borderColor="brand.border" color="brand.fg" fontSize="sm" aria-label={m.removeFilter(chip.label)} _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}>
            {chip.label}
            <span aria-hidden="true">×</span>
          </FilterLink>
        </li>
      ))}
      <li>
        <FilterLink to={searchHref(clearFilters(state))} display="inline-flex" px="2" py="1" fontSize="sm" color="fg.muted">
          {m.clearFilters}
        </FilterLink>
      </li>
    </Flex>
  );
}
