import { Box, Button, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { signupSchema, type SignupForm as SignupValues } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { AppLink } from '../../components/common/AppLink';
import { ApiRequestError } from '../../lib/api/client';
import { routes } from '../../lib/routes';
import { ChoiceField, TextField } from '../checkout/fields';
import { showServerError } from './formTools';
import { accountMessages as m } from './messages';
import { NewPasswordField } from './PasswordField';
import { useSignup } from './useAccount';

type SignupFormValues = {
  email: string;
  password: string;
  confirmation: string;
  cgu: boolean;
  newsletter: boolean;
  isPro: boolean;
  company: string;
  siret: string;
};

// Parsed values: e-mail lower-cased, SIRET without spaces, pro fields dropped for a consumer.
const resolver = zodResolver(signupSchema) as unknown as Resolver<SignupFormValues>;

const EMPTY: SignupFormValues = { email: '', password: '', confirmation: '', cgu: false, newsletter: false, isPro: false, company: '', siret: '' };
const SERVER_FIELDS = ['email', 'password', 'cgu', 'company', 'siret'] as const;

/**
 * Sign-up (sections 3, 5, 8): e-mail, password with the strength rule, its confirmation, the terms, the newsletter
 * opt-in, and for a professional the company and SIRET. An existing account gets the server's text.
 */
export function SignupForm({ defaultPro = false }: { defaultPro?: boolean }) {
  const { register, handleSubmit, setError, watch, formState: { errors } } = useForm<SignupFormValues>({ defaultValues: { ...EMPTY, isPro: defaultPro }, resolver });
  const signup = useSignup();
  const [failure, setFailure] = React.useState<string | null>(null);
  const isPro = watch('isPro');
  const submit = (values: SignupFormValues) => {
    const { confirmation: _confirmation, ...body } = values as unknown as SignupValues;
    setFailure(null);
    signup.mutate(body, {
      // section 8: an existing account for the e-mail is said in the shop's words
      onError: (error) => setFailure(error instanceof ApiRequestError && error.status === 409 ? m.accountExists : showServerError(error, setError, SERVER_FIELDS)),
    });
  };
  const cguLabel = (
    <>
      {m.cguBefore}
      <AppLink to={routes.cgv} color="accent" textDecoration="underline" target="_blank" rel="noopener">{m.cguLink}</AppLink>
      {m.cguAfter}
    </>
  );
  return (
    <Box as="section" aria-labelledby="signup-title" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id="signup-title" size="xl" mb="4">{m.signupTitle}</Heading>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="signup-title">
        <Box display="grid" gap="4">
          <TextField id="signup-email" label={m.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
          <NewPasswordField id="signup-password" label={m.password} registration={register('password')} error={errors.password} />
          <TextField id="signup-confirmation" label={m.confirmation} type="password" autoComplete="new-password" registration={register('confirmation')} error={errors.confirmation} />
        </Box>
        <Box mt="3">
          <ChoiceField id="signup-isPro" type="checkbox" label={m.isPro} registration={register('isPro')} />
          {isPro && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" my="2" data-testid="signup-pro-fields">
              <TextField id="signup-company" label={m.company} autoComplete="organization" registration={register('company')} error={errors.company} />
              <TextField id="signup-siret" label={m.siret} inputMode="numeric" autoComplete="off" registration={register('siret')} error={errors.siret} />
            </SimpleGrid>
          )}
          <ChoiceField id="signup-newsletter" type="checkbox" label={m.newsletter} registration={register('newsletter')} />
          <ChoiceField id="signup-cgu" type="checkbox" label={cguLabel} registration={register('cgu')} error={errors.cgu} />
        </Box>
        {failure && <Text role="alert" color="fg.error" mt="3" data-testid="signup-error">{failure}</Text>}
        <Button type="submit" colorPalette="copper" mt="4" loading={signup.isPending} loadingText={m.signingUp}>{m.signup}</Button>
      </form>
    </Box>
  );
}
