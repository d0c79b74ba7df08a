import { Box, Text, chakra } from '@chakra-ui/react';
import React from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from '../../components/common/TextInput';
import { errorId, FieldErrorText } from '../checkout/fields';
import { accountMessages as m } from './messages';

/**
 * A new password with the strength rule written under it, before any mistake: the rule and, after a failed check,
 * the error are both announced with the field (aria-describedby).
 */
export function NewPasswordField({ id, label, registration, error }: { id: string; label: string; registration: UseFormRegisterReturn; error?: FieldError }) {
  const hintId = `${id}-regle`;
  const describedBy = error?.message ? `${errorId(id)} ${hintId}` : hintId;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
        <span aria-hidden="true"> *</span>
      </chakra.label>
      <TextInput
        id={id}
        type="password"
        autoComplete="new-password"
        aria-required
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={describedBy}
        borderColor={error?.message ? 'border.error' : 'border'}
        {...registration}
      />
      <FieldErrorText id={id} error={error?.message} />
      <Text id={hintId} fontSize="sm" color="fg.muted" mt="1">{m.passwordHint}</Text>
    </Box>
  );
}
