import type { Core } from '@strapi/strapi';
import { runBootstrap } from './bootstrap';
import { registerPublishedOnlyReads } from './bootstrap/published-only';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerPublishedOnlyReads(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await runBootstrap(strapi);
  },
};
