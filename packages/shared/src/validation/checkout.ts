/**
 * Section 3 (checkout state) and 5 (checkout rules): contact, billing and delivery, then the cross rule between
 * the billing country and home delivery. `POST /api/checkout/submit` sends {contact, billing, delivery, cart};
 * the cart is the session's own on the server, so `checkoutSchema` ignores (strips) a `cart` key.
 */
import { z } from 'zod';
import { countryName, isDeliveryCountry } from '../countries';
import {
  EVEN_WITH_FIELD_ERRORS,
  cityField,
  countryCodeField,
  emailField,
  flag,
  frenchPhoneField,
  isFilled,
  optionalText,
  personNameField,
  requiredText,
  zipCodeField,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** Ours: a delivery comment (door code, floor...) may be longer than the 32 characters of the other fields. */
export const DELIVERY_COMMENT_MAX_LENGTH = 255;

export const DELIVERY_TYPES = ['home', 'relai', 'custom'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

// in countries.ts, without zod: the checkout page reads it before its schemas load
export { isDeliveryCountry };

/** Country name and code: the code decides; a missing name becomes the French name of the code, France by default. */
function withCountryName<T extends { country?: string; countryCode: string }>(value: T): T & { country: string } {
  return { ...value, country: value.country ?? countryName(value.countryCode) ?? value.countryCode };
}

export const contactSchema = z.object(
  {
    firstName: personNameField(),
    lastName: personNameField(),
    email: emailField(),
    phone: frenchPhoneField(),
  },
  { error: M.invalidRequest },
);

export const billingSchema = z
  .object(
    {
      firstName: personNameField(),
      lastName: personNameField(),
      isCompany: flag(),
      company: optionalText(),
      tva: optionalText(),
      address: requiredText(),
      addressExtra: optionalText(),
      zipCode: zipCodeField(),
      locality: cityField(),
      country: optionalText(),
      countryCode: countryCodeField(),
    },
    { error: M.invalidRequest },
  )
  .superRefine((value, ctx) => {
    if (value.isCompany === true && !isFilled(value.company)) {
      ctx.addIssue({ code: 'custom', path: ['company'], message: M.required });
    }
  }, EVEN_WITH_FIELD_ERRORS)
  .transform(withCountryName);

const homeDelivery = z.object({ type: z.literal('home'), comment: optionalText(DELIVERY_COMMENT_MAX_LENGTH) });

/** Pick-up points are unavailable (section 4.2): the type itself is refused with the spec's text. */
const relaiDelivery = z
  .object({ type: z.literal('relai'), comment: optionalText(DELIVERY_COMMENT_MAX_LENGTH) })
  .superRefine((_value, ctx) => {
    ctx.addIssue({ code: 'custom', path: ['type'], message: M.relaiUnavailable });
  });

/** Another address: every address field is required and its country must be one the shop delivers to. */
const customDelivery = z
  .object({
    type: z.literal('custom'),
    to: requiredText(),
    address: requiredText(),
    addressExtra: optionalText(),
    zipCode: zipCodeField(),
    locality: cityField(),
    country: optionalText(),
    countryCode: countryCodeField().refine(isDeliveryCountry, { error: M.deliveryCountryUnavailable }),
    comment: optionalText(DELIVERY_COMMENT_MAX_LENGTH),
  })
  .transform(withCountryName);

/** The delivery type defaults to home (section 9); a missing delivery is a home delivery. */
export const deliverySchema = z.preprocess(
  (value) => {
    if (value == null) return { type: 'home' };
    if (typeof value === 'object' && (value as { type?: unknown }).type == null) return { ...value, type: 'home' };
    return value;
  },
  z.discriminatedUnion('type', [homeDelivery, relaiDelivery, customDelivery], {
    error: (issue) => (issue.code === 'invalid_union' ? M.deliveryTypeInvalid : M.invalidRequest),
  }),
);

export const checkoutSchema = z
  .object({ contact: contactSchema, billing: billingSchema, delivery: deliverySchema }, { error: M.invalidRequest })
  .superRefine((value, ctx) => {
    // Home delivery ships to the billing address: outside the delivery countries, ask for another address.
    const billingCode = (value.billing as { countryCode?: unknown } | undefined)?.countryCode;
    const deliveryType = (value.delivery as { type?: unknown } | undefined)?.type;
    if (deliveryType === 'home' && typeof billingCode === 'string' && !isDeliveryCountry(billingCode)) {
      ctx.addIssue({ code: 'custom', path: ['delivery', 'type'], message: M.billingCountryNotDelivered });
    }
  }, EVEN_WITH_FIELD_ERRORS);

export type ContactInput = z.infer<typeof contactSchema>;
export type BillingInput = z.infer<typeof billingSchema>;
export type DeliveryInput = z.infer<typeof deliverySchema>;
export type CheckoutInput = z.infer<typeof checkoutSchema>;
