import { Button, type ButtonProps } from '@chakra-ui/react';
import React from 'react';
import { useMounted } from '../../lib/useMounted';

/**
 * The submit button of a form that is in the static HTML: inactive until the page has hydrated. Clicked earlier,
 * the browser would send the form itself (a GET to the same page, the typed fields in the URL) and the visitor's
 * text would be lost; after hydration our handler validates and sends it.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const mounted = useMounted();
  return <Button type="submit" disabled={!mounted || disabled} {...props} />;
}
