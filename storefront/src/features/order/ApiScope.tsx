import { QueryClientProvider } from '@tanstack/react-query';
import React from 'react';
import { getQueryClient } from '../session/queryClient';

/** The visit's one react-query cache (the session's) around the checkout and order screens, which use its hooks. */
export function ApiScope({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
