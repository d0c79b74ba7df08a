import type { Core } from '@strapi/strapi';

type AdminUserService = {
  exists(where?: Record<string, unknown>): Promise<boolean>;
  createFirstAdmin(attributes: Record<string, unknown>): Promise<{ id: number }>;
};

export type AdminCredentials = { email?: string; password?: string };

/** Creates the super admin from the environment when the CMS has no admin user yet. */
export async function ensureSuperAdmin(strapi: Core.Strapi, { email, password }: AdminCredentials): Promise<boolean> {
  if (!email || !password) return false;
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists()) return false;
  await users.createFirstAdmin({
    email: email.toLowerCase(),
    password,
    firstname: 'Admin',
    lastname: 'Maison Chaleur',
  });
  return true;
}
