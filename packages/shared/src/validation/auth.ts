/**
 * Section 5: login, sign-up, forgotten and changed passwords. The sign-up form has a confirmation field that the
 * API body (`POST /api/auth`, section 7) does not carry: `signupSchema` is the form, `signupRequestSchema` the body.
 */
import { z } from 'zod';
import { EVEN_WITH_FIELD_ERRORS, emailField, flag, isFilled, optionalText, requiredString } from './fields';
import { VALIDATION_MESSAGES as M, tooLongMessage } from './messages';
import { isValidSiret, normalizeSiret } from './siret';

export const PASSWORD_MIN_LENGTH = 8;
/** Ours: bounds the work of the password hash; far above any password a person types. */
export const PASSWORD_MAX_LENGTH = 128;
/** Ours: reset tokens are opaque; anything longer is not one of ours. */
const TOKEN_MAX_LENGTH = 512;

/**
 * At least 8 characters with a lower-case letter, an upper-case letter, a digit and a special character.
 * Accented letters count as letters (é lower-case, É upper-case); a special character is anything that is
 * neither a letter nor a digit (space included).
 */
export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}]/u.test(password)
  );
}

const loginEmail = () => emailField(M.emailRequired, M.emailInvalid);

/** A password as typed (never trimmed); only presence is checked, for login and the old password. */
const presentPassword = () =>
  z
    .string({ error: (issue) => (issue.input == null ? M.passwordRequired : M.invalidValue) })
    .min(1, { error: M.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: tooLongMessage(PASSWORD_MAX_LENGTH) });

const strongPassword = () => presentPassword().refine(isStrongPassword, { error: M.passwordWeak });

export const loginSchema = z.object({ email: loginEmail(), password: presentPassword() }, { error: M.invalidRequest });

const signupShape = {
  email: loginEmail(),
  password: strongPassword(),
  cgu: z.literal(true, { error: M.cguRequired }),
  newsletter: flag(),
  isPro: flag(),
  company: optionalText(),
  siret: optionalText(),
};

type SignupFields = { isPro: boolean; company?: string; siret?: string };

/** Pros must give a company and a valid SIRET; for others both are dropped, whatever the form held. */
function checkPro(value: SignupFields, ctx: z.RefinementCtx): void {
  if (value.isPro !== true) return;
  if (!isFilled(value.company)) ctx.addIssue({ code: 'custom', path: ['company'], message: M.required });
  if (!isFilled(value.siret)) ctx.addIssue({ code: 'custom', path: ['siret'], message: M.required });
  else if (!isValidSiret(value.siret)) ctx.addIssue({ code: 'custom', path: ['siret'], message: M.siretInvalid });
}

function keepProFields<T extends SignupFields>(value: T): T {
  if (!value.isPro) return { ...value, company: undefined, siret: undefined };
  return { ...value, siret: value.siret === undefined ? undefined : normalizeSiret(value.siret) };
}

/** Body of `POST /api/auth` (section 7): email, password, cgu, newsletter, isPro, company, siret. */
export const signupRequestSchema = z
  .object(signupShape, { error: M.invalidRequest })
  .superRefine(checkPro, EVEN_WITH_FIELD_ERRORS)
  .transform(keepProFields);

/** The sign-up form: the body's fields plus the password confirmation. */
export const signupSchema = z
  .object(
    {
      ...signupShape,
      confirmation: z
        .string({ error: (issue) => (issue.input == null ? M.required : M.invalidValue) })
        .min(1, { error: M.required }),
    },
    { error: M.invalidRequest },
  )
  .superRefine((value, ctx) => {
    checkPro(value, ctx);
    if (isFilled(value.confirmation) && value.confirmation !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: M.confirmationMismatch });
    }
  }, EVEN_WITH_FIELD_ERRORS)
  .transform(keepProFields);

/** `POST /api/iforgot {email}`. */
export const forgotPasswordSchema = z.object({ email: loginEmail() }, { error: M.invalidRequest });

/** `PUT /api/iforgot {email, token, password}`: the new password follows the strength rule. */
export const resetPasswordSchema = z.object(
  {
    email: loginEmail(),
    token: requiredString().max(TOKEN_MAX_LENGTH, { error: M.invalidValue }),
    password: strongPassword(),
  },
  { error: M.invalidRequest },
);

/** `PUT /api/me/password {old, new}`: the old one only needs to be present, the new one must be strong. */
export const changePasswordSchema = z.object(
  { old: presentPassword(), new: strongPassword() },
  { error: M.invalidRequest },
);

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupRequest = z.infer<typeof signupRequestSchema>;
export type SignupForm = z.infer<typeof signupSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
