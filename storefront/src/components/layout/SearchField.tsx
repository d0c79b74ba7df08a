import { navigate } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { SEARCH_PAGE, searchUrl } from '../../lib/search';
import { messages } from '../../messages';
import { TextInput } from '../common/TextInput';

/**
 * The header search (spec 2.5): Enter goes to /products/?q={search}. A real GET form, so Enter works before
 * hydration and without JavaScript (the browser sends `q` to the action); once hydrated it navigates client-side.
 */
export function SearchField({ id = 'recherche', initialValue = '' }: { id?: string; initialValue?: string }) {
  const [value, setValue] = useState(initialValue);
  // On a search result page (a shared link, a reload) the field shows what was searched. Read after mount: the
  // static HTML of /products/ knows no query, so hydration matches.
  useEffect(() => {
    if (!window.location.pathname.startsWith('/products')) return;
    const searched = new URLSearchParams(window.location.search).get('q');
    if (searched) setValue((current) => current || searched);
  }, []);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void navigate(searchUrl(value));
  };
  return (
    <form role="search" action={SEARCH_PAGE} method="get" onSubmit={submit} style={{ flex: 1, maxWidth: '36rem' }}>
      <label htmlFor={id} className="visually-hidden">
        {messages.header.searchLabel}
      </label>
      <TextInput
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={messages.header.searchPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
        data-testid="header-search"
      />
    </form>
  );
}
