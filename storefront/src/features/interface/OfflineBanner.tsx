import React, { useEffect, useState } from 'react';
import { useOnlineStatus } from './connectivity';
import { interfaceMessages } from './messages';

/**
 * Discreet notice while the browser is offline (spec 4.6), in a live region so screen readers hear it too.
 * The region appears after hydration: the static HTML has none, so both render the same markup.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <div role="status" aria-live="polite" data-testid="offline-banner-region">
      {!online && (
        <p
          data-testid="offline-banner"
          style={{
            position: 'fixed',
            bottom: '1rem',
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 1400,
            margin: 0,
            padding: '0.5rem 1rem',
            borderRadius: '999px',
            background: 'var(--chakra-colors-brand-800, #3c2419)',
            color: 'white',
            fontSize: '0.875rem',
            boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
          }}
        >
          {interfaceMessages.offline}
        </p>
      )}
    </div>
  );
}
