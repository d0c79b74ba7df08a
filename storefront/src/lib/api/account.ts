/**
 * Account calls of section 7 (login, sign-up, forgotten password, /me), typed with the shared answer types. Only the
 * account screens' hooks call these (features/account/useAccount.ts), so their code ships with /login and /me alone.
 */
import type {
  ApiAccountOrder,
  ApiSession,
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  PasswordResetAnswer,
  PersonalDataInput,
  ResetPasswordInput,
  SignupRequest,
} from '@shop/shared';
import { apiRequest } from './client';

/** `{ message }` answers (iforgot request, password change). */
export type ApiMessage = { message: string };

export const accountApi = {
  /** PUT /api/auth: 401 'Echec de l'authentification', 429 when too many failures. */
  login: (body: LoginInput) => apiRequest<ApiSession>('/auth', { method: 'PUT', body }),
  /** POST /api/auth: 201 logged in; 409 when an account exists for the e-mail. */
  signup: (body: SignupRequest) => apiRequest<ApiSession>('/auth', { method: 'POST', body }),
  /** POST /api/iforgot: always the same neutral answer (429 beyond the request limit). */
  requestPasswordReset: (body: ForgotPasswordInput) => apiRequest<ApiMessage>('/iforgot', { method: 'POST', body }),
  /** PUT /api/iforgot: 200 { title: 'Changement de mot de passe réussi!' }; bad link 400 'Une erreur est survenue'. */
  resetPassword: (body: ResetPasswordInput) => apiRequest<PasswordResetAnswer>('/iforgot', { method: 'PUT', body }),
  /** PUT /api/me: the logged-in customer's personal data; answers the session. */
  updatePersonalData: (body: PersonalDataInput) => apiRequest<ApiSession>('/me', { method: 'PUT', body }),
  /** PUT /api/me/password {old, new}. */
  changePassword: (body: ChangePasswordInput) => apiRequest<ApiMessage>('/me/password', { method: 'PUT', body }),
  /** GET /api/me/order: the customer's orders, newest first. */
  myOrders: (signal?: AbortSignal) => apiRequest<ApiAccountOrder[]>('/me/order', { signal }),
};
