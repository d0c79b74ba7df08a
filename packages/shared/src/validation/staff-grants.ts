/**
 * Body of `PUT /api/admin/staff/{id}` (the back-office screen setting a staff member's grants, issue 12): the whole
 * list of grants the member should hold, names of section 6's table (`GRANTS`). Duplicates collapse; the list comes
 * back in table order. An empty list is allowed: the member keeps the login and is no admin any more.
 */
import { z } from 'zod';
import { GRANTS, type Grant } from '../grants';

export const STAFF_GRANTS_MESSAGES = {
  unknownGrant: (value: string): string => `Le droit « ${value} » n'existe pas.`,
  grantsNotAList: 'Les droits doivent être une liste.',
  /** the shop must keep a staff member holding every grant (the only one who can give grants back) */
  lastFullAdmin:
    "Au moins un membre de l'équipe doit garder tous les droits : sans lui, plus personne ne pourrait rendre des droits.",
} as const;

export const staffGrantsBodySchema = z.object(
  {
    grants: z
      .array(
        z.unknown().refine((value): value is Grant => typeof value === 'string' && (GRANTS as readonly string[]).includes(value), {
          error: (issue) => STAFF_GRANTS_MESSAGES.unknownGrant(String(issue.input)),
        }),
        { error: STAFF_GRANTS_MESSAGES.grantsNotAList },
      )
      .max(100, { error: STAFF_GRANTS_MESSAGES.grantsNotAList })
      .transform((values) => GRANTS.filter((grant) => (values as unknown[]).includes(grant))),
  },
  { error: STAFF_GRANTS_MESSAGES.grantsNotAList },
);

export type StaffGrantsBody = z.input<typeof staffGrantsBodySchema>;
