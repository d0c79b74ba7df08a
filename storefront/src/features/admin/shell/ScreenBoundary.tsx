import { Box, Spinner, Text } from '@chakra-ui/react';
import React, { Suspense } from 'react';
import { adminMessages as m } from '../messages';

type State = { error: Error | null };

/** A screen or a tile that throws shows a short French notice; the rest of the back-office keeps working. */
class Boundary extends React.Component<{ children: React.ReactNode; resetKey: string; compact?: boolean }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error) {
    console.error('[admin] a screen failed', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Text role="alert" color={{ base: 'red.700', _dark: 'red.300' }}>
        {this.props.compact ? m.tileFailed : m.screenFailed}
      </Text>
    );
  }
}

export function Loading() {
  return (
    <Box display="flex" alignItems="center" gap="2" role="status" data-testid="admin-loading">
      <Spinner size="sm" />
      <span>{m.loading}</span>
    </Box>
  );
}

/** Error boundary and Suspense (screens are lazy chunks) around one screen or tile. */
export function ScreenBoundary({ children, resetKey, compact }: { children: React.ReactNode; resetKey: string; compact?: boolean }) {
  return (
    <Boundary resetKey={resetKey} compact={compact}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </Boundary>
  );
}
