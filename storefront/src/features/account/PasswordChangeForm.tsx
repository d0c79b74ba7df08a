import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@shop/shared';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { TextField } from '../checkout/fields';
import { showServerError, withConfirmation } from './formTools';
import { accountMessages as m } from './messages';
import { NewPasswordField } from './PasswordField';
import { useChangePassword } from './useAccount';

type PasswordValues = { old: string; new: string; confirmation: string };

const EMPTY: PasswordValues = { old: '', new: '', confirmation: '' };

const resolver = withConfirmation<PasswordValues>(
  zodResolver(changePasswordSchema) as unknown as Resolver<PasswordValues>,
  'new',
  'confirmation',
);

/** Password change (old / new / confirmation): the new one follows the strength rule; a wrong old one is refused. */
export function PasswordChangeForm() {
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<PasswordValues>({ defaultValues: EMPTY, resolver });
  const change = useChangePassword();
  const [failure, setFailure] = React.useState<string | null>(null);
  const submit = (values: PasswordValues) => {
    setFailure(null);
    const body: ChangePasswordInput = { old: values.old, new: values.new };
    change.mutate(body, {
      // passwords never stay in the page once the server has answered
      onSuccess: () => reset(EMPTY),
      onError: (error) => {
        reset(EMPTY, { keepErrors: true });
        setFailure(showServerError(error, setError, ['old', 'new']));
      },
    });
  };
  return (
    <Box as="section" aria-labelledby="me-password-title" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id="me-password-title" size="xl" mb="4">{m.passwordTitle}</Heading>
      <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="me-password-title">
        <Box display="grid" gap="4">
          <TextField id="me-password-old" label={m.oldPassword} type="password" autoComplete="current-password" registration={register('old')} error={errors.old} />
          <NewPasswordField id="me-password-new" label={m.newPassword} registration={register('new')} error={errors.new} />
          <TextField id="me-password-confirmation" label={m.confirmation} type="password" autoComplete="new-password" registration={register('confirmation')} error={errors.confirmation} />
        </Box>
        {failure && <Text role="alert" color="fg.error" mt="3" data-testid="me-password-error">{failure}</Text>}
        {change.isSuccess && <Text role="status" color="stock.in" mt="3" data-testid="me-password-saved">{change.data.message}</Text>}
        <Button type="submit" colorPalette="copper" mt="4" loading={change.isPending} loadingText={m.changingPassword}>{m.changePassword}</Button>
      </form>
    </Box>
  );
}
