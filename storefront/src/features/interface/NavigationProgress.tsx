import React, { useSyncExternalStore } from 'react';
import { interfaceMessages } from './messages';
import { IDLE_PROGRESS, navigationProgress, type NavigationProgress as ProgressStore } from './progress';

/**
 * Copper 500 of the theme (visible on the light page and on the dark one), red on failure. Inline styles, not
 * Chakra props: the bar changes ten times a second and must not generate a CSS class each time.
 */
export const BAR_COLOR = '#b87333';
export const FAILED_COLOR = '#dc2626';

/** The 2 px bar at the top of the window (spec 4.6 and 9). Renders nothing in the static HTML. */
export function NavigationProgress({ store = navigationProgress }: { store?: ProgressStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState, () => IDLE_PROGRESS);
  if (!state.visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={interfaceMessages.progressLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.value)}
      data-testid="navigation-progress"
      data-failed={state.failed ? 'true' : undefined}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        width: '100%',
        height: '2px',
        zIndex: 2147483000,
        pointerEvents: 'none',
        backgroundColor: state.failed ? FAILED_COLOR : BAR_COLOR,
        transform: `scaleX(${state.value / 100})`,
        transformOrigin: '0 0',
        transition: 'transform 100ms linear, background-color 150ms',
      }}
    />
  );
}
