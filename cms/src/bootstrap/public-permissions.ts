import type { Core } from '@strapi/strapi';
import { readActions } from './content-types';

const PERMISSION_UID = 'plugin::users-permissions.permission';

/** Gives the public role read access to the shop's content types; never writes. Returns the actions added. */
export async function grantPublicReadAccess(strapi: Core.Strapi): Promise<string[]> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions public role is missing');

  const existing = await strapi.db.query(PERMISSION_UID).findMany({ where: { role: role.id }, select: ['action'] });
  const granted = new Set(existing.map((permission: { action: string }) => permission.action));
  const missing = readActions().filter((action) => !granted.has(action));

  for (const action of missing) {
    await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
  }
  return missing;
}
