import { Text } from '@chakra-ui/react';
import React from 'react';
import { checkoutMessages as m } from './messages';
import type { BillingForm, ContactForm, DeliveryForm } from './state';

/** What a confirmed step holds, shown above its 'Modifier' button. */
export function ContactSummary({ contact }: { contact: ContactForm }) {
  return (
    <>
      <Text>{contact.firstName} {contact.lastName}</Text>
      <Text>{contact.email}</Text>
      <Text>{contact.phone}</Text>
    </>
  );
}

export function BillingSummary({ billing }: { billing: BillingForm }) {
  return (
    <>
      <Text>{billing.firstName} {billing.lastName}</Text>
      {billing.isCompany && billing.company && <Text>{billing.company}</Text>}
      <Text>{billing.address}</Text>
      {billing.addressExtra && <Text>{billing.addressExtra}</Text>}
      <Text>{billing.zipCode} {billing.locality}</Text>
      <Text>{billing.country}</Text>
    </>
  );
}

export function DeliverySummary({ delivery }: { delivery: DeliveryForm }) {
  return (
    <>
      <Text fontWeight="medium">{delivery.type === 'custom' ? m.deliveryCustom : m.deliveryHome}</Text>
      {delivery.type === 'custom' && (
        <>
          <Text>{delivery.to}</Text>
          <Text>{delivery.address}</Text>
          {delivery.addressExtra && <Text>{delivery.addressExtra}</Text>}
          <Text>{delivery.zipCode} {delivery.locality}</Text>
          <Text>{delivery.country}</Text>
        </>
      )}
      {delivery.comment && <Text fontStyle="italic">{delivery.comment}</Text>}
    </>
  );
}
