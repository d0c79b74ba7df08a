/**
 * Form pieces of the checkout: every field has a visible label, and its error (the shared schema's French text) is
 * linked to it with aria-describedby and aria-invalid. Plain elements: Chakra's Field/Checkbox machines are not in
 * the shop's slim theme, and the checkout needs nothing they add.
 */
import { Box, Text, chakra } from '@chakra-ui/react';
import React from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from '../../components/common/TextInput';

export const errorId = (id: string) => `${id}-erreur`;

/** Chakra's fg.error (red.500) reads below 4.5:1 on white: error texts use red.700 (red.300 in dark mode). */
export const ERROR_TEXT = { base: 'red.700', _dark: 'red.300' } as const;

export function FieldErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <Text id={errorId(id)} color={ERROR_TEXT} fontSize="sm" mt="1" data-testid={`error-${id}`}>
      {error}
    </Text>
  );
}

const describedBy = (id: string, error?: FieldError | { message?: string }) => (error?.message ? errorId(id) : undefined);

type TextFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: string;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
};

export function TextField({ id, label, registration, error, type = 'text', autoComplete, inputMode, required = true }: TextFieldProps) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </chakra.label>
      <TextInput
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required || undefined}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={describedBy(id, error)}
        borderColor={error?.message ? 'border.error' : 'border'}
        {...registration}
      />
      <FieldErrorText id={id} error={error?.message} />
    </Box>
  );
}

export const SelectInput = chakra('select', {
  base: {
    width: '100%',
    height: '10',
    px: '3',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'page',
    color: 'fg',
    _focusVisible: { outline: '2px solid', outlineColor: 'copper.focusRing', outlineOffset: '1px' },
  },
});

type Option = { value: string; label: string };

export function SelectField({ id, label, registration, options, groups, error }: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: Option[];
  groups?: { label: string; options: Option[] }[];
  error?: FieldError;
}) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">{label}</chakra.label>
      <SelectInput id={id} aria-invalid={error?.message ? true : undefined} aria-describedby={describedBy(id, error)} {...registration}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        {groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </optgroup>
        ))}
      </SelectInput>
      <FieldErrorText id={id} error={error?.message} />
    </Box>
  );
}

/** A checkbox or radio with its label beside it (the whole label is clickable). */
export function ChoiceField({ id, type, label, registration, value, error, disabled, describedById }: {
  id: string;
  type: 'checkbox' | 'radio';
  label: React.ReactNode;
  registration: UseFormRegisterReturn;
  value?: string;
  error?: { message?: string };
  disabled?: boolean;
  describedById?: string;
}) {
  const described = [describedBy(id, error), describedById].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <chakra.label htmlFor={id} display="flex" alignItems="flex-start" gap="2" cursor={disabled ? 'not-allowed' : 'pointer'} py="1">
        <chakra.input
          id={id}
          type={type}
          value={value}
          disabled={disabled}
          aria-invalid={error?.message ? true : undefined}
          aria-describedby={described}
          w="4"
          h="4"
          mt="1"
          flexShrink={0}
          accentColor="var(--chakra-colors-copper-solid)"
          {...registration}
        />
        <span>{label}</span>
      </chakra.label>
      <FieldErrorText id={id} error={error?.message} />
    </Box>
  );
}

/** A group of radios under a legend, its error linked to the group. */
export function ChoiceGroup({ id, legend, error, children }: { id: string; legend: string; error?: string; children: React.ReactNode }) {
  return (
    <chakra.fieldset borderWidth="0" p="0" m="0" aria-describedby={error ? errorId(id) : undefined}>
      <chakra.legend fontWeight="medium" mb="1">{legend}</chakra.legend>
      {children}
      <FieldErrorText id={id} error={error} />
    </chakra.fieldset>
  );
}
