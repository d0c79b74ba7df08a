import { SimpleGrid } from '@chakra-ui/react';
import React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { TextField } from './fields';
import { lazyResolver } from './lazyResolvers';
import { checkoutMessages as m } from './messages';
import type { ContactForm } from './state';
import { StepActions } from './StepActions';

// the shared contact schema's rules and texts, loaded on the first validation
const resolver = lazyResolver<ContactForm>('contactResolver');

/** Step 1: customer information (section 3 contact), rules and texts of the shared schema. */
export function ContactStep({ values, onConfirm, onChange }: { values: ContactForm; onConfirm: (v: ContactForm) => void; onChange: (v: ContactForm) => void }) {
  const { register, handleSubmit, watch, formState: { errors } } = useForm<ContactForm>({ defaultValues: values, resolver });
  React.useEffect(() => {
    const subscription = watch((v) => onChange(v as ContactForm));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
  return (
    <form noValidate onSubmit={handleSubmit(onConfirm)} aria-label={m.steps[0]}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField id="contact-firstName" label={m.firstName} autoComplete="given-name" registration={register('firstName')} error={errors.firstName} />
        <TextField id="contact-lastName" label={m.lastName} autoComplete="family-name" registration={register('lastName')} error={errors.lastName} />
        <TextField id="contact-email" label={m.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
        <TextField id="contact-phone" label={m.phone} type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} />
      </SimpleGrid>
      <StepActions />
    </form>
  );
}
