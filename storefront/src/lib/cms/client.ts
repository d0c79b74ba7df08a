/**
 * The one Apollo client of the storefront: Strapi's GraphQL, read at run time through the storefront origin
 * (`/graphql`, proxied by server/app.ts and nginx), so no CORS and no CMS address in the bundle.
 * Import this module only through a dynamic import(): Apollo stays out of the pages' first load.
 */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export const CMS_GRAPHQL_PATH = '/graphql';

let client: ApolloClient | undefined;

export function cmsClient(): ApolloClient {
  client ??= new ApolloClient({
    link: new HttpLink({ uri: CMS_GRAPHQL_PATH, credentials: 'omit' }),
    cache: new InMemoryCache({
      // Strapi 5 identifies documents by documentId (there is no `id` in its GraphQL types).
      typePolicies: {
        Article: { keyFields: ['documentId'] },
        ArticleCategory: { keyFields: ['documentId'] },
      },
    }),
  });
  return client;
}
