import { Box, chakra } from '@chakra-ui/react';
import React from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldErrorText, errorId } from '../checkout/fields';

const TextArea = chakra('textarea', {
  base: { width: '100%', minHeight: '8rem', borderWidth: '1px', borderRadius: 'md', paddingX: '3', paddingY: '2', bg: 'bg' },
});

/** A labelled textarea whose error (shared schema text) is linked with aria-describedby, like the checkout's fields. */
export function TextAreaField({ id, label, registration, error }: { id: string; label: string; registration: UseFormRegisterReturn; error?: FieldError }) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
        <span aria-hidden="true"> *</span>
      </chakra.label>
      <TextArea
        id={id}
        aria-required
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={error?.message ? errorId(id) : undefined}
        borderColor={error?.message ? 'border.error' : 'border'}
        {...registration}
      />
      <FieldErrorText id={id} error={error?.message} />
    </Box>
  );
}
