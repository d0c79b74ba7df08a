import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, resetPasswordSchema, RESET_TOKEN_PATTERN, type ForgotPasswordInput } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { AppLink } from '../../components/common/AppLink';
import { ApiRequestError } from '../../lib/api/client';
import { TextField } from '../checkout/fields';
import { showServerError, withConfirmation } from './formTools';
import { accountMessages as m } from './messages';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from './nextPath';
import { NewPasswordField } from './PasswordField';
import { useRequestPasswordReset, useResetPassword } from './useAccount';

/** /login/iforgot: without a link, ask the e-mail; with `?token=&email=` (the e-mailed link), the new password. */
export function ForgotPasswordScreen({ token, email }: { token: string | null; email: string | null }) {
  if (token === null && email === null) return <RequestResetForm />;
  const link = forgotPasswordSchema.safeParse({ email });
  // A link cut or altered in the e-mail client cannot succeed: say so at once rather than after typing a password.
  if (!link.success || !token || !RESET_TOKEN_PATTERN.test(token)) return <ResetOutcome success={false} />;
  return <ResetPasswordForm email={link.data.email} token={token} />;
}

const requestResolver = zodResolver(forgotPasswordSchema) as unknown as Resolver<ForgotPasswordInput>;

function RequestResetForm() {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ForgotPasswordInput>({ defaultValues: { email: '' }, resolver: requestResolver });
  const request = useRequestPasswordReset();
  const [failure, setFailure] = React.useState<string | null>(null);
  const submit = (input: ForgotPasswordInput) => {
    setFailure(null);
    request.mutate(input, { onError: (error) => setFailure(showServerError(error, setError, ['email'])) });
  };
  return (
    <Box as="section" aria-labelledby="forgot-title" maxW="lg">
      <Heading as="h1" id="forgot-title" size="3xl" mb="2">{m.forgotTitle}</Heading>
      {request.isSuccess ? (
        // the same neutral answer whether an account exists or not (the server's text)
        <Text role="status" data-testid="forgot-sent" mt="4">{request.data.message}</Text>
      ) : (
        <>
          <Text color="fg.muted" mb="4">{m.forgotIntro}</Text>
          <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="forgot-title">
            <TextField id="forgot-email" label={m.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
            {failure && <Text role="alert" color="fg.error" mt="3" data-testid="forgot-error">{failure}</Text>}
            <Button type="submit" colorPalette="copper" mt="4" loading={request.isPending} loadingText={m.sendingLink}>{m.sendLink}</Button>
          </form>
        </>
      )}
    </Box>
  );
}

type NewPasswordValues = { password: string; confirmation: string };

// the shared rule of the new password (strength message), plus the confirmation with the spec's two texts
const newPasswordResolver = withConfirmation<NewPasswordValues>(
  zodResolver(resetPasswordSchema.pick({ password: true })) as unknown as Resolver<NewPasswordValues>,
  'password',
  'confirmation',
);

function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<NewPasswordValues>({
    defaultValues: { password: '', confirmation: '' },
    resolver: newPasswordResolver,
  });
  const reset = useResetPassword();
  const [failure, setFailure] = React.useState<string | null>(null);
  if (reset.isSuccess) return <ResetOutcome success message={reset.data.message} />;
  // a refused link (400 without field messages): the error outcome of section 8
  if (reset.error instanceof ApiRequestError && reset.error.status === 400 && Object.keys(reset.error.fields).length === 0) {
    return <ResetOutcome success={false} message={reset.error.message} />;
  }
  const submit = ({ password }: NewPasswordValues) => {
    setFailure(null);
    reset.mutate({ email, token, password }, { onError: (error) => setFailure(showServerError(error, setError, ['password'])) });
  };
  return (
    <Box as="section" aria-labelledby="reset-title" maxW="lg">
      <Heading as="h1" id="reset-title" size="3xl" mb="2">{m.resetTitle}</Heading>
      <Text color="fg.muted" mb="4">{m.resetFor(email)}</Text>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="reset-title">
        <Box display="grid" gap="4">
          <NewPasswordField id="reset-password" label={m.newPassword} registration={register('password')} error={errors.password} />
          <TextField id="reset-confirmation" label={m.confirmation} type="password" autoComplete="new-password" registration={register('confirmation')} error={errors.confirmation} />
        </Box>
        {failure && <Text role="alert" color="fg.error" mt="3" data-testid="reset-error">{failure}</Text>}
        <Button type="submit" colorPalette="copper" mt="4" loading={reset.isPending} loadingText={m.changingPassword}>{m.changePassword}</Button>
      </form>
    </Box>
  );
}

/** The two outcomes of section 8: 'Changement de mot de passe réussi!' or 'Une erreur est survenue' + try again. */
function ResetOutcome({ success, message }: { success: boolean; message?: string }) {
  return (
    <Box as="section" role={success ? 'status' : 'alert'} aria-labelledby="reset-outcome-title" maxW="lg" data-testid="reset-outcome" data-outcome={success ? 'success' : 'error'}>
      <Heading as="h1" id="reset-outcome-title" size="3xl" mb="2" color={success ? undefined : 'fg.error'}>
        {success ? m.resetSuccessTitle : m.resetErrorTitle}
      </Heading>
      <Text mb="4">{message ?? (success ? m.resetSuccessMessage : m.resetErrorMessage)}</Text>
      {success ? (
        <AppLink to={LOGIN_PATH} color="accent" textDecoration="underline">{m.goToLogin}</AppLink>
      ) : (
        <AppLink to={FORGOT_PASSWORD_PATH} color="accent" textDecoration="underline">{m.askNewLink}</AppLink>
      )}
    </Box>
  );
}
