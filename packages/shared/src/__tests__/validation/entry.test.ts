import * as shared from '../../index';

describe('package entry point: validation', () => {
  it.each([
    'VALIDATION_MESSAGES',
    'parsePromoInput',
    'isProQuotationRef',
    'parseCartQuantity',
    'isValidSiret',
    'loginSchema',
    'signupSchema',
    'signupRequestSchema',
    'forgotPasswordSchema',
    'resetPasswordSchema',
    'changePasswordSchema',
    'contactSchema',
    'billingSchema',
    'deliverySchema',
    'checkoutSchema',
    'orderNumberSchema',
    'newOrderNumber',
    'orderLookupSchema',
    'ORDER_NOT_FOUND',
    'contactFormSchema',
    'quoteRequestError',
    'formatZodError',
  ])('exports %s', (name) => {
    expect(shared).toHaveProperty(name);
  });
});
