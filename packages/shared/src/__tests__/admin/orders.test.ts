import {
  ADMIN_ORDER_MESSAGES as M,
  adminOrderListQuerySchema,
  carrierCodeOf,
  deliveryRowSchema,
  isLateOrder,
  lateCutoff,
  orderDownloadQuerySchema,
  orderRefundSchema,
  orderStateChangeSchema,
  trackingLink,
} from '../../admin/orders';

describe('late orders: paid (PAYED/READY) and not sent two working days after payment', () => {
  it('moves the cutoff back over weekends', () => {
    // Wednesday 10:00 → Monday 10:00; Monday 10:00 → the Thursday before; Sunday → Thursday too.
    expect(lateCutoff(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(lateCutoff(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-19T10:00:00.000Z');
    expect(lateCutoff(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-19T10:00:00.000Z');
  });

  it('is late only in PAYED or READY, once paid before the cutoff', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(isLateOrder({ state: 'PAYED', paidAt: '2026-11-23T09:59:00Z' }, now)).toBe(true);
    expect(isLateOrder({ state: 'READY', paidAt: '2026-11-23T09:59:00Z' }, now)).toBe(true);
    expect(isLateOrder({ state: 'PAYED', paidAt: '2026-11-23T10:01:00Z' }, now)).toBe(false);
    for (const state of ['SENT', 'DELIVERED', 'CANCELLED', 'BLOCKED', 'PENDING', 'CHECK_OUT']) {
      expect(isLateOrder({ state, paidAt: '2026-11-01T00:00:00Z' }, now)).toBe(false);
    }
    expect(isLateOrder({ state: 'PAYED', paidAt: null }, now)).toBe(false);
  });

  it('counts a Friday payment late only on Tuesday', () => {
    const friday = '2026-11-20T15:00:00Z';
    expect(isLateOrder({ state: 'PAYED', paidAt: friday }, new Date('2026-11-24T14:00:00Z'))).toBe(false);
    expect(isLateOrder({ state: 'PAYED', paidAt: friday }, new Date('2026-11-24T16:00:00Z'))).toBe(true);
  });
});

describe('carriers', () => {
  it('reads a carrier by name whatever its case and builds its tracking link', () => {
    expect(carrierCodeOf(' Colissimo ')).toBe('colissimo');
    expect(carrierCodeOf('DPD')).toBe('dpd');
    expect(carrierCodeOf('La Poste')).toBeNull();
    expect(trackingLink('colissimo', '6A12345678901')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
  });
});

describe('state change body', () => {
  it('needs carrier and tracking number for SENT, normalised', () => {
    expect(orderStateChangeSchema.parse({ state: 'SENT', carrier: 'chronopost', trackingNumber: ' xy 1234 5678 ' })).toEqual({
      state: 'SENT',
      carrier: 'chronopost',
      trackingNumber: 'XY12345678',
    });
    const missing = orderStateChangeSchema.safeParse({ state: 'SENT', carrier: 'GLS' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0].message).toBe(M.trackingRequired);
    const unknown = orderStateChangeSchema.safeParse({ state: 'SENT', carrier: 'Pigeon', trackingNumber: 'AB123456' });
    expect(unknown.error!.issues[0].message).toBe(M.carrierUnknown);
  });

  it('accepts the states staff choose and refuses CHECK_OUT or made-up ones', () => {
    expect(orderStateChangeSchema.parse({ state: 'READY' })).toEqual({ state: 'READY' });
    expect(orderStateChangeSchema.parse({ state: 'CANCELLED', reason: ' demande du client ' })).toEqual({ state: 'CANCELLED', reason: 'demande du client' });
    for (const state of ['CHECK_OUT', 'LOST', 42, undefined]) {
      const parsed = orderStateChangeSchema.safeParse({ state });
      expect(parsed.success).toBe(false);
    }
  });
});

describe('refund body', () => {
  it('takes integer cents above zero and a reason', () => {
    expect(orderRefundSchema.parse({ amount: 1990, reason: ' geste commercial ' })).toEqual({ amount: 1990, reason: 'geste commercial' });
    for (const amount of [0, -1, 12.5, '1990', null]) {
      expect(orderRefundSchema.safeParse({ amount, reason: 'x' }).error!.issues[0].message).toBe(M.amountInvalid);
    }
    expect(orderRefundSchema.safeParse({ amount: 100, reason: '  ' }).error!.issues[0].message).toBe(M.refundReasonRequired);
  });
});

describe('list and download queries', () => {
  it('reads the filters and defaults to page 1', () => {
    expect(adminOrderListQuerySchema.parse({ state: 'payed, ready', customer: 'pro', q: ' dupont ', late: 'true', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      state: ['PAYED', 'READY'],
      customer: 'pro',
      q: 'dupont',
      late: true,
      from: '2026-11-01',
      to: '2026-11-30',
      page: 1,
    });
    expect(adminOrderListQuerySchema.parse({ page: '3' })).toMatchObject({ page: 3, late: false });
  });

  it('refuses bad values in French', () => {
    expect(adminOrderListQuerySchema.safeParse({ state: 'PAYED,PERDU' }).error!.issues[0].message).toBe(M.stateUnknown);
    expect(adminOrderListQuerySchema.safeParse({ page: '0' }).error!.issues[0].message).toBe(M.pageInvalid);
    expect(adminOrderListQuerySchema.safeParse({ from: '2026-02-30' }).error!.issues[0].message).toBe(M.dateInvalid);
    expect(adminOrderListQuerySchema.safeParse({ from: '2026-12-01', to: '2026-11-01' }).error!.issues[0].message).toBe(M.dateRangeReversed);
    expect(adminOrderListQuerySchema.safeParse({ customer: 'vip' }).error!.issues[0].message).toBe(M.customerKindInvalid);
  });

  it('bounds the download period', () => {
    expect(orderDownloadQuerySchema.parse({ start: '2026-01-01', end: '2026-12-31' })).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(orderDownloadQuerySchema.safeParse({ start: '2025-01-01', end: '2026-12-31' }).error!.issues[0].message).toBe(M.dateRangeTooLong);
    expect(orderDownloadQuerySchema.safeParse({ start: '2026-01-01' }).success).toBe(false);
  });
});

describe('delivery row', () => {
  it('validates number, carrier and tracking', () => {
    expect(deliveryRowSchema.parse({ orderNumber: ' mc-abcd2345 ', carrier: 'colissimo', trackingNumber: '6a123456789' })).toEqual({
      orderNumber: 'MC-ABCD2345',
      carrier: 'colissimo',
      trackingNumber: '6A123456789',
    });
    expect(deliveryRowSchema.safeParse({ orderNumber: '12', carrier: 'colissimo', trackingNumber: '6A123456789' }).error!.issues[0].message).toBe(
      M.orderNumberInvalid,
    );
    expect(deliveryRowSchema.safeParse({ orderNumber: 'MC-ABCD2345', carrier: 'colissimo', trackingNumber: '12-3' }).error!.issues[0].message).toBe(
      M.trackingInvalid,
    );
  });
});
