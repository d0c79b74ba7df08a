import { Box, Heading, Text } from '@chakra-ui/react';
import React from 'react';
import { useSessionSnapshot } from '../../session/sessionStore';
import { adminMessages as m } from '../messages';
import { ADMIN_MODULES } from '../registry';
import { tilesFor } from '../tiles';
import { ScreenBoundary } from './ScreenBoundary';

// The statistics and their chart library load with the dashboard only, never with a shop page.
const StatsPanel = React.lazy(() => import('../stats/StatsPanel'));

/**
 * /admin: the tiles of every registered module the staff member's grants open (today's orders to handle, late
 * orders, unanswered messages, open quotes…), laid out in a grid. Each tile brings its own query.
 */
export default function Dashboard() {
  const { user } = useSessionSnapshot();
  const tiles = tilesFor(ADMIN_MODULES, user.grants);
  const name = user.firstName || user.email;
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2">{m.dashboardTitle}</Heading>
      <Text color="fg.muted" mb="6">{m.dashboardIntro(name)}</Text>
      {tiles.length === 0 ? (
        <Text data-testid="admin-dashboard-empty">{m.dashboardEmpty}</Text>
      ) : (
        <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="4" data-testid="admin-tiles">
          {tiles.map(({ id, Tile }) => (
            <Box key={id} data-testid={`admin-tile-${id}`}>
              <ScreenBoundary resetKey={id} compact>
                <Tile />
              </ScreenBoundary>
            </Box>
          ))}
        </Box>
      )}
      <ScreenBoundary resetKey="stats" compact>
        <React.Suspense fallback={null}>
          <StatsPanel />
        </React.Suspense>
      </ScreenBoundary>
    </Box>
  );
}
