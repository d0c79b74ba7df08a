import React from 'react';
import { HeaderSearchForm } from '../../components/layout/HeaderSearchForm';
import { proAreaMessages as m } from './messages';
import { proPaths } from './paths';
import { proStoreUrl } from './storeFilters';

const storeSearchUrl = (text: string) => {
  const q = text.trim();
  return proStoreUrl(null, q ? { q } : {});
};

/** The pro header search (spec 2.3): /pro/v1/store?q=…, before hydration too. */
export function ProSearchForm({ id = 'recherche-pro' }: { id?: string }) {
  return (
    <HeaderSearchForm
      id={id}
      action={proPaths.store}
      urlFor={storeSearchUrl}
      label={m.header.searchLabel}
      placeholder={m.header.searchPlaceholder}
      testId="pro-header-search"
      formTestId="pro-search-form"
    />
  );
}
