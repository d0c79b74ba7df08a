import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api/client';
import { showServerError } from '../../account/formTools';
import { useLogin } from '../../account/useAccount';
import { TextField } from '../../checkout/fields';
import { adminMessages as m } from '../messages';

const resolver = zodResolver(loginSchema) as unknown as Resolver<LoginInput>;

/**
 * Spec 2.7: the back-office's login form. The same call as the shop's login (`PUT /api/auth`, staff users are
 * recognised by it); its answer replaces the cached session, and the gate then opens the page or refuses it.
 */
export function AdminLogin() {
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
        resetField('password');
        setFailure(error instanceof ApiRequestError && error.status === 401 ? m.loginFailed : showServerError(error, setError, ['email', 'password']));
      },
    });
  };
  return (
    <Box as="section" aria-labelledby="admin-login-title" maxW="md" mx="auto" mt={{ base: '4', md: '10' }} borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }}>
      <Heading as="h1" id="admin-login-title" size="2xl" mb="2">{m.loginTitle}</Heading>
      <Text color="fg.muted" mb="4">{m.loginIntro}</Text>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="admin-login-title">
        <Box display="grid" gap="4">
          <TextField id="admin-login-email" label={m.email} type="email" autoComplete="username" registration={register('email')} error={errors.email} />
          <TextField id="admin-login-password" label={m.password} type="password" autoComplete="current-password" registration={register('password')} error={errors.password} />
        </Box>
        {failure && <Text role="alert" color={{ base: 'red.700', _dark: 'red.300' }} mt="3" data-testid="admin-login-error">{failure}</Text>}
        <Button type="submit" colorPalette="copper" mt="4" loading={login.isPending} loadingText={m.loggingIn}>{m.login}</Button>
      </form>
    </Box>
  );
}
