import React from 'react';
import { SEARCH_PAGE, searchUrl } from '../../lib/search';
import { messages } from '../../messages';
import { HeaderSearchForm } from './HeaderSearchForm';

/** The header search (spec 2.5): Enter goes to /products/?q={search}, before hydration too. */
export function SearchField({ id = 'recherche', initialValue = '' }: { id?: string; initialValue?: string }) {
  return (
    <HeaderSearchForm
      id={id}
      action={SEARCH_PAGE}
      urlFor={searchUrl}
      label={messages.header.searchLabel}
      placeholder={messages.header.searchPlaceholder}
      testId="header-search"
      initialValue={initialValue}
    />
  );
}
