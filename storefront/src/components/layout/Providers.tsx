import { ChakraProvider } from '@chakra-ui/react';
import React from 'react';
import { shopSystem } from '../../theme/system';

/**
 * Chakra's theme. The session cache (react-query) is not provided here: it loads after the page is interactive and
 * the parts that use its hooks (cart drawer, …) bring their own QueryClientProvider around the one shared client.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  return <ChakraProvider value={shopSystem()}>{children}</ChakraProvider>;
}
