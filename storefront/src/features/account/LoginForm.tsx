import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { AppLink } from '../../components/common/AppLink';
import { ApiRequestError } from '../../lib/api/client';
import { TextField } from '../checkout/fields';
import { showServerError } from './formTools';
import { accountMessages as m } from './messages';
import { FORGOT_PASSWORD_PATH } from './nextPath';
import { useLogin } from './useAccount';

const resolver = zodResolver(loginSchema) as unknown as Resolver<LoginInput>;

/** Login (sections 5 and 8): e-mail and password; a refusal shows the server's text ('Echec de l'authentification', 429). */
export function LoginForm() {
  const { register, handleSubmit, setError, resetField, formState: { errors } } = useForm<LoginInput>({
    defaultValues: { email: '', password: '' },
    resolver,
  });
  const login = useLogin();
  const [failure, setFailure] = React.useState<string | null>(null);
  const submit = (input: LoginInput) => {
    setFailure(null);
    login.mutate(input, {
      onError: (error) => {
        // the typed password is not kept after a refusal
        resetField('password');
        // section 8: a refused login always reads 'Echec de l'authentification' (whatever the server worded)
        setFailure(error instanceof ApiRequestError && error.status === 401 ? m.loginFailed : showServerError(error, setError, ['email', 'password']));
      },
    });
  };
  return (
    <Box as="section" aria-labelledby="login-title" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id="login-title" size="xl" mb="4">{m.loginTitle}</Heading>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="login-title">
        <Box display="grid" gap="4">
          <TextField id="login-email" label={m.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
          <TextField id="login-password" label={m.password} type="password" autoComplete="current-password" registration={register('password')} error={errors.password} />
        </Box>
        {failure && <Text role="alert" color="fg.error" mt="3" data-testid="login-error">{failure}</Text>}
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="4" mt="4">
          <Button type="submit" colorPalette="copper" loading={login.isPending} loadingText={m.loggingIn}>{m.login}</Button>
          <AppLink to={FORGOT_PASSWORD_PATH} color="accent" textDecoration="underline">{m.forgotPassword}</AppLink>
        </Box>
      </form>
    </Box>
  );
}
