import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS')!,
  },
  // Uploads land in <public>/uploads: tests point this at a throwaway folder.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  logger: {
    config: { level: env('CMS_LOG_LEVEL', 'http') },
    // No update check against the npm registry at start-up.
    updates: { enabled: false },
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
