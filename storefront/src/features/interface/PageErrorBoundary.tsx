import React from 'react';
import { isChunkLoadError, reloadAfterChunkError } from './chunkReload';
import { errorStatus, visitorMessage } from './errors';
import { interfaceMessages } from './messages';
import { reportPageError } from './pageViews';
import { navigationProgress } from './progress';

/** Last resort when the error page itself fails: plain HTML, own colours (readable in dark mode too), a link that reloads from the server. */
export function PlainErrorFallback() {
  return (
    <div role="alert" data-testid="error-fallback" style={{ padding: '3rem 1rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif', background: '#ffffff', color: '#2a1911' }}>
      <p style={{ fontSize: '1.25rem', marginBottom: '1rem' }}>{interfaceMessages.fallback.text}</p>
      <a href="/" style={{ color: '#7f4b21', fontWeight: 700 }}>
        {interfaceMessages.fallback.home}
      </a>
    </div>
  );
}

/**
 * Loaded only when a page fails: it brings the default layout, which the boundary (in every page's entry code)
 * should not drag into pages that have their own layout (checkout). If even this chunk fails, the fallback shows.
 */
const ErrorPage = React.lazy(() => import('./ErrorPage').then((module) => ({ default: module.ErrorPage })));

type BoundaryProps = { children: React.ReactNode; fallback: (error: unknown) => React.ReactNode; resetKey?: string; onError?: (error: unknown) => void };

class Boundary extends React.Component<BoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  componentDidUpdate(previous: BoundaryProps) {
    // a navigation to another page leaves the error behind
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false });
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function onPageError(error: unknown) {
  navigationProgress.fail();
  // new build deployed while the tab was open: fetch it (once a minute at most) instead of showing an error
  if (isChunkLoadError(error) && reloadAfterChunkError()) return;
  console.error(error);
  try {
    reportPageError(errorStatus(error), error);
  } catch {
    // reporting must never hide the error page
  }
}

/**
 * Spec 2.6: a page that fails to render shows the generic error page (status 500, or the status a PageError
 * carries); if that page fails too, the plain fallback. `resetKey` (the history entry) clears the error on navigation.
 */
export function PageErrorBoundary({ children, resetKey }: { children: React.ReactNode; resetKey?: string }) {
  return (
    <Boundary
      resetKey={resetKey}
      onError={onPageError}
      fallback={(error) => (
        <Boundary fallback={() => <PlainErrorFallback />}>
          <React.Suspense fallback={null}>
            <ErrorPage status={errorStatus(error)} message={visitorMessage(error)} />
          </React.Suspense>
        </Boundary>
      )}
    >
      {children}
    </Boundary>
  );
}
