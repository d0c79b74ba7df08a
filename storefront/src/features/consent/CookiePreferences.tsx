import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import React, { useEffect, useState } from 'react';
import type { ConsentCategories } from './consent';
import { consentStore, useConsentState } from './consentStore';
import { cookiePreferencesMessages as m } from './messages';
import { SubmitButton } from '../../components/common/SubmitButton';
import { useMounted } from '../../lib/useMounted';

const CATEGORIES: Array<keyof ConsentCategories> = ['personalisation', 'analytics', 'advertising'];

/**
 * On /about/cookie: the visitor changes the choice category by category, saved exactly as the alert saves it
 * (cookie, tag manager, session), or shows the alert again. Shown once the stored choice has been read.
 */
export default function CookiePreferences() {
  const { consent, restored } = useConsentState();
  const [draft, setDraft] = useState<ConsentCategories>(consent);
  const [saved, setSaved] = useState(false);
  // Nothing before this component's own first commit, as in the static HTML: the alert may have read the cookie
  // already when the page's content hydrates (layout's HydrateLater), and Preact's useSyncExternalStore has no
  // server snapshot to hydrate with.
  const mounted = useMounted();
  useEffect(() => consentStore.restore(), []);
  // the draft follows the stored choice when it is read or changed elsewhere (the alert)
  useEffect(() => setDraft({ personalisation: consent.personalisation, analytics: consent.analytics, advertising: consent.advertising }), [consent]);
  if (!restored || !mounted) return null;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    consentStore.choose({ type: 'categories', categories: draft });
    setSaved(true);
  };
  return (
    <Box as="section" aria-labelledby="cookie-preferences-title" mt="8" p="5" borderWidth="1px" borderRadius="md" data-testid="cookie-preferences">
      <Heading as="h2" id="cookie-preferences-title" size="lg" mb="2">{m.title}</Heading>
      <Text mb="4">{m.intro}</Text>
      <form onSubmit={save}>
        <Stack gap="2" mb="4">
          <Text color="fg.muted">{m.required}</Text>
          {CATEGORIES.map((category) => (
            <Flex as="label" key={category} align="center" gap="2" cursor="pointer">
              <input
                type="checkbox"
                name={category}
                checked={draft[category]}
                onChange={() => {
                  setSaved(false);
                  setDraft((current) => ({ ...current, [category]: !current[category] }));
                }}
                style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-brand-solid)' }}
              />
              <span>{m[category]}</span>
            </Flex>
          ))}
        </Stack>
        <Flex gap="2" wrap="wrap" align="center">
          <SubmitButton colorPalette="brand">{m.save}</SubmitButton>
          <Button type="button" variant="outline" colorPalette="brand" onClick={() => consentStore.reopen()}>{m.reopen}</Button>
          <Text role="status" aria-live="polite">{saved ? m.saved : ''}</Text>
        </Flex>
      </form>
    </Box>
  );
}
