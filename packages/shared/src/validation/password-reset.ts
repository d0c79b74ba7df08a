/**
 * Answers of the forgotten-password calls (section 8): the success title and the error title are the spec's,
 * the message under the error title ours (messages.ts). The request schemas are in auth.ts.
 */
import { VALIDATION_MESSAGES as M } from './messages';

/** `PUT /api/iforgot` answer: 200 with the success title, 400 with the error title and a try-again message. */
export type PasswordResetAnswer = { title: string; message: string };

export const PASSWORD_RESET_SUCCESS_TITLE = M.forgotPasswordSuccessTitle;
export const PASSWORD_RESET_ERROR: PasswordResetAnswer = {
  title: M.forgotPasswordErrorTitle,
  message: M.forgotPasswordErrorMessage,
};

/** Reset tokens are opaque URL-safe texts (base64url); a link holding anything else is not one of ours. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,512}$/;
