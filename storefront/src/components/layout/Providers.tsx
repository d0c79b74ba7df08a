import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import React from 'react';
import { browserEmotionCache } from '../../theme/emotionCache';
import { shopSystem } from '../../theme/system';

/**
 * Chakra's theme. The session cache (react-query) is not provided here: it loads after the page is interactive and
 * the parts that use its hooks (cart drawer, …) bring their own QueryClientProvider around the one shared client.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  const theme = <ChakraProvider value={shopSystem()}>{children}</ChakraProvider>;
  // a context only (no markup): the server's tree and the browser's hydrate alike
  return typeof document === 'undefined' ? theme : <CacheProvider value={browserEmotionCache()}>{theme}</CacheProvider>;
}
