import { navigate } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { useHydratingLater } from '../../features/static-island/HydrateLater';
import { isHydratingStaticHtml } from '../../features/static-island/hydration';
import { TextInput } from '../common/TextInput';

type Props = {
  id: string;
  /** the results page: the form's GET action, and the page whose `q` the field shows again */
  action: string;
  /** the client-side URL for a searched text once hydrated */
  urlFor: (text: string) => string;
  label: string;
  placeholder: string;
  testId: string;
  formTestId?: string;
  initialValue?: string;
};

/**
 * A header search: a real GET form (`name="q"`), so Enter works before hydration and without JavaScript; once
 * hydrated it navigates on the client.
 */
export function HeaderSearchForm({ id, action, urlFor, label, placeholder, testId, formTestId, initialValue = '' }: Props) {
  const hydratingLater = useHydratingLater();
  // The state starts from what the visitor typed into the static field before it hydrated: otherwise the field
  // shows the word while the state is empty, and Enter searches for nothing.
  const [value, setValue] = useState(() => ((hydratingLater || isHydratingStaticHtml()) && typedBeforeHydration(id)) || initialValue);
  // On the results page (a shared link, a reload) the field shows what was searched. Read after mount: the static
  // HTML knows no query, so hydration matches.
  useEffect(() => {
    if (!window.location.pathname.startsWith(action.replace(/\/$/, ''))) return;
    const searched = new URLSearchParams(window.location.search).get('q');
    if (searched) setValue((current) => current || searched);
  }, [action]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void navigate(urlFor(value));
  };
  return (
    <form role="search" action={action} method="get" onSubmit={submit} style={{ flex: 1, maxWidth: '36rem' }} data-testid={formTestId}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <TextInput
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={placeholder}
        enterKeyHint="search"
        autoComplete="off"
        data-testid={testId}
      />
    </form>
  );
}

function typedBeforeHydration(id: string): string {
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement ? field.value : '';
}
