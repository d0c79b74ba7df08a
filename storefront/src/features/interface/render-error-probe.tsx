import { Heading } from '@chakra-ui/react';
import React from 'react';
import { Seo } from '../../components/common/Seo';
import { Layout } from '../../components/layout/Layout';

/**
 * Browser journeys only: a page that renders in the static HTML, then fails its first render in the browser, so the
 * error page of every page's boundary (PageErrorBoundary) is proven on a real build. gatsby-node creates it only
 * when the build runs with GATSBY_RENDER_ERROR_PROBE=1 (the journeys' shop, RENDER_ERROR_PROBE_PATH): a production
 * build has neither the page nor a line of its code, and the boundary itself reads nothing to allow it.
 */
export function RenderErrorProbe({ children }: { children?: React.ReactNode }) {
  const [inBrowser, setInBrowser] = React.useState(false);
  React.useEffect(() => setInBrowser(true), []);
  if (inBrowser) throw new Error('Erreur de rendu provoquée (page d’essai des parcours)');
  return <>{children}</>;
}

export default function RenderErrorProbePage() {
  return (
    <Layout>
      <RenderErrorProbe>
        <Heading as="h1">Page d’essai</Heading>
      </RenderErrorProbe>
    </Layout>
  );
}

export function Head() {
  return <Seo title="Page d’essai" noindex />;
}
