/** Answer of `GET /api`: what the shop's back end runs on and whether its parts answer. */
export type ApiHealth = {
  /** 'degraded' when the CMS or the database does not answer */
  status: 'ok' | 'degraded';
  engine: { name: 'medusa'; version: string };
  cms: { reachable: boolean; version?: string };
  database: { ok: boolean };
};
