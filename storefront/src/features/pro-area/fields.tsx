import { Box, chakra } from '@chakra-ui/react';
import React from 'react';
import { errorId, FieldErrorText } from '../checkout/fields';

const TextArea = chakra('textarea', {
  base: { width: '100%', minHeight: '8rem', borderWidth: '1px', borderRadius: 'md', paddingX: '3', paddingY: '2', bg: 'bg' },
});

/** A labelled, required textarea (a controlled one: the pro forms have a single field) with its error linked. */
export function MessageField({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (value: string) => void; error: string | null }) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
        <span aria-hidden="true"> *</span>
      </chakra.label>
      <TextArea
        id={id}
        name={id}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        borderColor={error ? 'border.error' : 'border'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={id}
      />
      <FieldErrorText id={id} error={error ?? undefined} />
    </Box>
  );
}
