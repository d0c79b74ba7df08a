import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { toPreact, usesPreact } from './src/features/performance/preactBundle';
import { ESBUILD_TARGET, withEsbuildSources, withSwcMinifier } from './src/features/performance/compilers';
import { chakraSystemRules } from './src/features/performance/chakraSystemRule';
import { createShopPages } from './src/sourcing/create-pages';
import { bestSellerReferences } from './src/sourcing/home-context';
import { NODE_TYPES, typeDefs } from './src/sourcing/schema';
import { sourceShopNodes } from './src/sourcing/source-nodes';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => sourceShopNodes(args);

export const createPages: GatsbyNode['createPages'] = (args) => createShopPages(args);

/** The home page (a file route) gets the products its CMS blocks name as query variables. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, getNodesByType }) => {
  if (page.path !== '/' || (page.context as { blockEans?: unknown } | undefined)?.blockEans) return;
  const [homepage] = getNodesByType(NODE_TYPES.homepage);
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...bestSellerReferences(homepage?.sections) } });
};

/**
 * Chakra's theme module builds its full default theme (all component recipes) as a side effect;
 * point it at src/theme/chakra-theme-slim.js, which offers the same names from Chakra's own files.
 * The browser bundle runs on Preact (features/performance/preactBundle.ts, docs/adr/018).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, store, stage, getConfig }) => {
  const siteRoot: string = store.getState().program.directory;
  // Faster compilers for the production stages (features/performance/compilers.ts); `gatsby develop` keeps Gatsby's.
  if (stage === 'build-javascript') {
    const config = withEsbuildSources(withSwcMinifier(getConfig()), siteRoot, ESBUILD_TARGET[stage]);
    actions.replaceWebpackConfig(usesPreact(stage) ? toPreact(config) : config);
  }
  if (stage === 'build-html') actions.replaceWebpackConfig(withEsbuildSources(getConfig(), siteRoot, ESBUILD_TARGET[stage]));
  // gatsby-node is bundled by Gatsby, so resolve from the site's own package, not from this file.
  const chakraEntry = createRequire(path.join(siteRoot, 'package.json')).resolve('@chakra-ui/react');
  const chakraEsmTheme = path.join(path.dirname(chakraEntry), '..', 'esm', 'theme');
  // the browser's Chakra system leaves its global CSS to the static HTML and is built (tokens too) over several tasks
  // (features/performance/chakraSystemRule.ts)
  if (stage === 'build-javascript') actions.setWebpackConfig({ module: { rules: chakraSystemRules(siteRoot) } });
  actions.setWebpackConfig({
    resolve: {
      alias: {
        '@chakra-ui/react/theme$': path.join(siteRoot, 'src', 'theme', 'chakra-theme-slim.js'),
        'chakra-theme-files': chakraEsmTheme,
        // The shared package's CommonJS build is one indivisible module graph: every page would ship all
        // its zod schemas. Its TypeScript sources (sideEffects: false) let webpack keep only what a page uses.
        '@shop/shared$': path.join(siteRoot, '..', 'packages', 'shared', 'src', 'index.ts'),
        // emotion's withTheme (never used) pulled the package and its own react-is into every page
        // and Gatsby's partytown plugin, in production, never calls the snippet builder it imports
        ...(stage === 'build-javascript'
          ? {
              'hoist-non-react-statics$': path.join(siteRoot, 'src', 'features', 'performance', 'hoistStatics.js'),
              '@builder.io/partytown/integration$': path.join(siteRoot, 'src', 'features', 'performance', 'partytownDevelopOnly.js'),
            }
          : {}),
      },
    },
  });
};
