import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { findCategory, type ApiProductFacets } from '@shop/shared';
import React, { useEffect, useState } from 'react';
import { TextInput } from '../../components/common/TextInput';
import { FilterLink } from './FilterLink';
import { searchMessages as m } from './messages';
import { clearFilters, hasFilters, powerKey, searchHref, toggleBrand, withFilters, type SearchFields, type SearchState } from './searchState';

type Props = {
  state: SearchState;
  facets: ApiProductFacets | null;
  /** goes to the URL of the next state (a history entry) */
  onChange: (next: SearchState) => void;
};

const Legend = chakra('legend', { base: { fontWeight: 'bold', fontSize: 'sm', mb: '2', textTransform: 'uppercase', letterSpacing: 'wide' } });
const FieldLabel = chakra('label', { base: { fontSize: 'sm', display: 'block' } });
const Fieldset = chakra('fieldset', { base: { borderWidth: '0', p: '0', m: '0', minW: '0' } });
// a real space before the count: names read 'Calorem (7)', in the accessibility tree as on screen
const Count = ({ n }: { n: number }) => (
  <>
    {' '}
    <Box as="span" color="fg.muted">
      {m.facetCount(n)}
    </Box>
  </>
);

/** A one-choice facet entry: a link to the state with that value, marked when it is the current one. */
function ChoiceLink({ to, current, children, indent = 0 }: { to: string; current: boolean; children: React.ReactNode; indent?: number }) {
  return (
    <FilterLink
      to={to}
      display="block"
      py="1"
      ps={indent ? `${indent * 0.75}rem` : undefined}
      color={current ? 'brand.fg' : 'fg'}
      fontWeight={current ? 'bold' : 'normal'}
      aria-current={current ? 'true' : undefined}
    >
      {children}
    </FilterLink>
  );
}

/** Top-level categories, plus the branch of the chosen one (its ancestors' children and its own). */
function CategoryFacet({ state, facets }: { state: SearchState; facets: ApiProductFacets }) {
  const selected = state.category;
  const open = (path: string | null) => path === null || (selected !== null && (selected === path || selected.startsWith(`${path}/`)));
  const entries = facets.category
    .map((facet) => ({ facet, entry: findCategory(facet.path) }))
    .filter(({ entry }) => entry && open(entry.parentPath));
  return (
    <Fieldset data-testid="facet-category">
      <Legend>{m.category}</Legend>
      <ChoiceLink to={searchHref(withFilters(state, { category: null }))} current={selected === null}>
        {m.allCategories}
      </ChoiceLink>
      {entries.map(({ facet, entry }) => (
        <ChoiceLink key={facet.path} to={searchHref(withFilters(state, { category: facet.path }))} current={selected === facet.path} indent={entry?.depth ?? 0}>
          {facet.name}
          <Count n={facet.count} />
        </ChoiceLink>
      ))}
    </Fieldset>
  );
}

function Checkbox({ label, checked, onChange, count, testId }: { label: string; checked: boolean; onChange: () => void; count?: number; testId?: string }) {
  return (
    <Flex as="label" align="center" gap="2" py="1" cursor="pointer" data-testid={testId}>
      <input type="checkbox" checked={checked} onChange={onChange} style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-brand-solid)' }} />
      <span>
        {label}
        {count !== undefined && <Count n={count} />}
      </span>
    </Flex>
  );
}

function BrandFacet({ state, facets, onChange }: Props & { facets: ApiProductFacets }) {
  // a chosen brand stays listed (with 0) when the other filters leave it no product
  const listed = [...facets.brand];
  for (const name of state.brands) if (!listed.some((b) => b.name === name)) listed.push({ name, count: 0 });
  if (!listed.length) return null;
  return (
    <Fieldset data-testid="facet-brand">
      <Legend>{m.brand}</Legend>
      {listed.map((brand) => (
        <Checkbox key={brand.name} label={brand.name} count={brand.count} checked={state.brands.includes(brand.name)} onChange={() => onChange(toggleBrand(state, brand.name))} testId="brand-option" />
      ))}
    </Fieldset>
  );
}

function PowerFacet({ state, facets }: { state: SearchState; facets: ApiProductFacets }) {
  if (!facets.power.length && !state.power) return null;
  const current = state.power ? powerKey(state.power) : null;
  return (
    <Fieldset data-testid="facet-power">
      <Legend>{m.power}</Legend>
      <ChoiceLink to={searchHref(withFilters(state, { power: null }))} current={current === null}>
        {m.anyPower}
      </ChoiceLink>
      {facets.power.map((bucket) => (
        <ChoiceLink key={powerKey(bucket)} to={searchHref(withFilters(state, { power: { min: bucket.min, max: bucket.max } }))} current={current === powerKey(bucket)}>
          {m.powerBucket(bucket.min, bucket.max)}
          <Count n={bucket.count} />
        </ChoiceLink>
      ))}
    </Fieldset>
  );
}

function euros(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

/** Two amounts in whole euros; the shared schema checks the range the server will check. */
function PriceFacet({ state, facets, onChange, priceRange }: Props & { facets: ApiProductFacets; priceRange: SearchFields['price'] }) {
  const [min, setMin] = useState(state.priceMin?.toString() ?? '');
  const [max, setMax] = useState(state.priceMax?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setMin(state.priceMin?.toString() ?? '');
    setMax(state.priceMax?.toString() ?? '');
    setError(null);
  }, [state.priceMin, state.priceMax]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const low = euros(min);
    const high = euros(max);
    if (low === 'invalid' || high === 'invalid') return setError(m.priceInvalid);
    const checked = priceRange.safeParse({ min: low === null ? undefined : low * 100, max: high === null ? undefined : high * 100 });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? m.priceInvalid);
    setError(null);
    onChange(withFilters(state, { priceMin: low, priceMax: high }));
  };
  const bounds = facets.price;
  return (
    <form onSubmit={submit} noValidate data-testid="facet-price">
      <Fieldset>
        <Legend>{m.price}</Legend>
        <Flex gap="2" align="end">
          <Box flex="1">
            <FieldLabel htmlFor="price-min">
              {m.priceMinShort}
              <span className="visually-hidden"> {m.priceMin}</span>
            </FieldLabel>
            <TextInput id="price-min" inputMode="numeric" value={min} onChange={(e) => setMin(e.target.value)} placeholder={bounds ? String(Math.floor(bounds.min / 100)) : undefined} aria-invalid={error ? true : undefined} aria-describedby={error ? 'price-error' : undefined} />
          </Box>
          <Box flex="1">
            <FieldLabel htmlFor="price-max">
              {m.priceMaxShort}
              <span className="visually-hidden"> {m.priceMax}</span>
            </FieldLabel>
            <TextInput id="price-max" inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value)} placeholder={bounds ? String(Math.ceil(bounds.max / 100)) : undefined} aria-invalid={error ? true : undefined} aria-describedby={error ? 'price-error' : undefined} />
          </Box>
          <Button type="submit" variant="outline" colorPalette="brand" size="md">
            {m.priceApply}
          </Button>
        </Flex>
        {error && (
          <Text id="price-error" role="alert" color="red.fg" fontSize="sm" mt="1">
            {error}
          </Text>
        )}
      </Fieldset>
    </form>
  );
}

/**
 * The facets of the answer: categories, brands, power, price range, in stock only. All come with the first answer:
 * the price and stock fields, shown before it, were pushed down by the facets arriving above them, next to the
 * cards from 768 px (a layout shift a second after the page loaded).
 */
export function SearchFilters({ state, facets, fields, onChange }: Props & { fields: SearchFields }) {
  return (
    <Stack gap="6" data-testid="search-filters">
      {hasFilters(state) && (
        <FilterLink to={searchHref(clearFilters(state))} fontWeight="medium" color="brand.fg" data-testid="clear-filters">
          {m.clearFilters}
        </FilterLink>
      )}
      {facets ? (
        <Facets state={state} facets={facets} fields={fields} onChange={onChange} />
      ) : (
        <Text color="fg.muted" data-testid="filters-loading">
          {m.loading}
        </Text>
      )}
    </Stack>
  );
}

function Facets({ state, facets, fields, onChange }: Props & { facets: ApiProductFacets; fields: SearchFields }) {
  return (
    <>
      <CategoryFacet state={state} facets={facets} />
      <BrandFacet state={state} facets={facets} onChange={onChange} />
      <PowerFacet state={state} facets={facets} />
      <PriceFacet state={state} facets={facets} onChange={onChange} priceRange={fields.price} />
      <Checkbox label={m.inStock} checked={state.inStock} onChange={() => onChange(withFilters(state, { inStock: !state.inStock }))} testId="in-stock" />
    </>
  );
}
