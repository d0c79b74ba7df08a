import { navigate } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { TextInput } from '../../components/common/TextInput';
import { proAreaMessages as m } from './messages';
import { proPaths } from './paths';
import { proStoreUrl } from './storeFilters';

/**
 * The pro header search (spec 2.3): a real form to /pro/v1/store?q=…, so Enter works before the page's JavaScript
 * runs; once hydrated it navigates on the client.
 */
export function ProSearchForm({ id = 'recherche-pro' }: { id?: string }) {
  const [value, setValue] = useState('');
  useEffect(() => {
    if (!window.location.pathname.startsWith(proPaths.store)) return;
    const searched = new URLSearchParams(window.location.search).get('q');
    if (searched) setValue((current) => current || searched);
  }, []);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    void navigate(proStoreUrl(null, q ? { q } : {}));
  };
  return (
    <form role="search" action={proPaths.store} method="get" onSubmit={submit} style={{ flex: 1, maxWidth: '36rem' }} data-testid="pro-search-form">
      <label htmlFor={id} className="visually-hidden">
        {m.header.searchLabel}
      </label>
      <TextInput
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={m.header.searchPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
        data-testid="pro-header-search"
      />
    </form>
  );
}
