import path from 'path';
import type { Core } from '@strapi/strapi';

/**
 * SQLite by default (nothing to install); PostgreSQL as soon as CMS_DATABASE_URL is set.
 * Config files run from dist/config once compiled, from config/ when read from source: resolve the app root
 * from either so the default database file is always cms/.tmp/data.db.
 */
const appRoot = (): string => {
  const parent = path.resolve(__dirname, '..');
  return path.basename(parent) === 'dist' ? path.resolve(parent, '..') : parent;
};

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const databaseUrl = env('CMS_DATABASE_URL', '');
  const acquireConnectionTimeout = env.int('DATABASE_CONNECTION_TIMEOUT', 60000);

  if (databaseUrl) {
    // pg reads the URL itself; the split fields are what Strapi's config type (and its logs) expect.
    const url = new URL(databaseUrl);
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: databaseUrl,
          host: url.hostname,
          port: Number(url.port || 5432),
          database: decodeURIComponent(url.pathname.replace(/^\//, '')),
          user: decodeURIComponent(url.username),
          password: decodeURIComponent(url.password),
          ssl: env.bool('CMS_DATABASE_SSL', false) && {
            rejectUnauthorized: env.bool('CMS_DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
          schema: env('CMS_DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout,
      },
    };
  }

  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: env('CMS_SQLITE_FILE', path.join(appRoot(), '.tmp', 'data.db')),
      },
      useNullAsDefault: true,
      acquireConnectionTimeout,
    },
  };
};

export default config;
