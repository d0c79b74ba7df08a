/**
 * Ours: the developers' desk of the back-office (grant `dev` for todos and versions; history and references need
 * every grant, spec 6 names neither). Todo (spec 3: content, file, comments): a title, a content, open or done, an
 * optional assignee among the staff and an optional due day; comments carry an optional attachment (the contact
 * attachments' rule: 5 MB, PDF/JPEG/PNG/WebP). Version (spec 3: comments): the staff's comment on a deployed revision.
 */
import { z } from 'zod';

export const TODO_STATUSES = ['open', 'done'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

export const TODO_TITLE_MAX = 200;
export const TODO_CONTENT_MAX = 5000;
export const DEV_DESK_PAGE_SIZE = 50;

export const DEV_DESK_TEXTS = {
  title: `Le titre est obligatoire (${TODO_TITLE_MAX} caractères au plus).`,
  content: `Le contenu doit faire au plus ${TODO_CONTENT_MAX} caractères.`,
  status: 'Le statut doit être « open » (à faire) ou « done » (fait).',
  assignee: "La personne assignée doit être un membre de l'équipe.",
  dueDate: "L'échéance doit être une date valide (AAAA-MM-JJ).",
  nothingToChange: 'Indiquez au moins un champ à modifier.',
  filters: 'Les filtres doivent être un objet JSON { status, assignee }.',
  page: 'La page doit être un nombre entier de 1 à 1000.',
  search: 'La recherche doit faire au plus 64 caractères.',
  historyKind: 'Le type doit être « states » (états des commandes) ou « staff » (actions de l’équipe).',
  comment: `Le commentaire doit faire au plus ${TODO_CONTENT_MAX} caractères.`,
  emptyComment: 'Écrivez un commentaire ou joignez un fichier.',
  versionComments: `Le commentaire de version doit faire au plus ${TODO_CONTENT_MAX} caractères.`,
  todoNotFound: 'Tâche introuvable.',
  fileNotFound: 'Fichier introuvable.',
  versionNotFound: 'Version introuvable.',
} as const;

/** A real calendar day: 2026-02-30 and 2026-13-01 are not (Date would roll them over or refuse them). */
function isCalendarDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const day = z
  .string({ error: DEV_DESK_TEXTS.dueDate })
  .trim()
  .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isCalendarDay(text), {
    error: DEV_DESK_TEXTS.dueDate,
  });

const todoFields = {
  title: z.string({ error: DEV_DESK_TEXTS.title }).trim().min(1, { error: DEV_DESK_TEXTS.title }).max(TODO_TITLE_MAX, { error: DEV_DESK_TEXTS.title }),
  content: z.string({ error: DEV_DESK_TEXTS.content }).trim().max(TODO_CONTENT_MAX, { error: DEV_DESK_TEXTS.content }),
  status: z.enum(TODO_STATUSES, { error: DEV_DESK_TEXTS.status }),
  /** a staff user id (checked against the staff by the server); null: nobody */
  assigneeId: z.string({ error: DEV_DESK_TEXTS.assignee }).trim().regex(/^user_[A-Za-z0-9]{1,60}$/, { error: DEV_DESK_TEXTS.assignee }).nullable(),
  dueDate: day.nullable(),
};

/** POST /api/todos/ {title, content?, assigneeId?, dueDate?}: a new todo is open. */
export const todoCreateSchema = z
  .object({
    title: todoFields.title,
    content: todoFields.content.default(''),
    assigneeId: todoFields.assigneeId.default(null),
    dueDate: todoFields.dueDate.default(null),
  })
  .strict();
export type TodoCreateInput = z.infer<typeof todoCreateSchema>;

/** PUT /api/todos/{id}: any of the fields, at least one. */
export const todoUpdateSchema = z
  .object({
    title: todoFields.title,
    content: todoFields.content,
    status: todoFields.status,
    assigneeId: todoFields.assigneeId,
    dueDate: todoFields.dueDate,
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { error: DEV_DESK_TEXTS.nothingToChange });
export type TodoUpdateInput = z.infer<typeof todoUpdateSchema>;

const pageField = z.coerce.number({ error: DEV_DESK_TEXTS.page }).int({ error: DEV_DESK_TEXTS.page }).min(1, { error: DEV_DESK_TEXTS.page }).max(1000, { error: DEV_DESK_TEXTS.page });

const todoFiltersObject = z
  .object({ status: todoFields.status.optional(), assignee: todoFields.assigneeId.optional() })
  .strict();
export type TodoFilters = z.infer<typeof todoFiltersObject>;

/** GET /api/todos?filters={"status":"open","assignee":"user_…"}&page= (spec 7: `filters` is a JSON object). */
export const todoListQuerySchema = z.object({
  filters: z
    .string({ error: DEV_DESK_TEXTS.filters })
    .max(500, { error: DEV_DESK_TEXTS.filters })
    .optional()
    .transform((text, context): TodoFilters => {
      if (!text) return {};
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        context.addIssue({ code: 'custom', message: DEV_DESK_TEXTS.filters });
        return z.NEVER;
      }
      const parsed = todoFiltersObject.safeParse(value);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? DEV_DESK_TEXTS.filters });
        return z.NEVER;
      }
      return parsed.data;
    }),
  page: pageField.default(1),
});
export type TodoListQuery = z.infer<typeof todoListQuerySchema>;

/** The text field of PUT /api/todos/comment/{id} (multipart `content` + optional `file`). */
export const todoCommentSchema = z
  .object({ content: z.string({ error: DEV_DESK_TEXTS.comment }).trim().max(TODO_CONTENT_MAX, { error: DEV_DESK_TEXTS.comment }).default('') })
  .strip();

/** A comment needs words or a file. */
export function todoCommentError(content: string, hasFile: boolean): string | undefined {
  return content.trim() === '' && !hasFile ? DEV_DESK_TEXTS.emptyComment : undefined;
}

/** PUT /api/versions/{id} {comments}: the staff's comment on the version (empty clears it). */
export const versionCommentSchema = z
  .object({ comments: z.string({ error: DEV_DESK_TEXTS.versionComments }).trim().max(TODO_CONTENT_MAX, { error: DEV_DESK_TEXTS.versionComments }) })
  .strict();

export const HISTORY_KINDS = ['states', 'staff'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** GET /api/admin/history?kind=&page= */
export const historyQuerySchema = z.object({
  kind: z.enum(HISTORY_KINDS, { error: DEV_DESK_TEXTS.historyKind }).optional(),
  page: pageField.default(1),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** GET /api/admin/references?search=&page= */
export const referencesQuerySchema = z.object({
  search: z.string({ error: DEV_DESK_TEXTS.search }).trim().max(64, { error: DEV_DESK_TEXTS.search }).default(''),
  page: pageField.default(1),
});
export type ReferencesQuery = z.infer<typeof referencesQuerySchema>;
