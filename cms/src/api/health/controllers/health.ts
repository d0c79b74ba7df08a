import type { Core } from '@strapi/strapi';

export type HealthResponse = { status: 'ok'; version: string };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  check(ctx: { body: HealthResponse }) {
    ctx.body = { status: 'ok', version: String(strapi.config.get('info.strapi')) };
  },
});
