import type { Core } from '@strapi/strapi';

/**
 * The document-service calls the seed needs, untyped: Strapi's generated content-type typings are not
 * committed (they are produced by `strapi develop`), and the seed's inputs are already typed by content/types.
 */
export type Doc = { id: number; documentId: string } & Record<string, unknown>;

export type Documents = {
  count(params?: Record<string, unknown>): Promise<number>;
  findFirst(params?: Record<string, unknown>): Promise<Doc | null>;
  findMany(params?: Record<string, unknown>): Promise<Doc[]>;
  create(params: { data: Record<string, unknown>; status?: 'published' | 'draft' }): Promise<Doc>;
};

export function documents(strapi: Core.Strapi, uid: string): Documents {
  return (strapi.documents as unknown as (uid: string) => Documents)(uid);
}
