import type { SubscriptionStatusResponse } from '@tedi/contracts';
import { describe, expect, it } from 'vitest';

import { paymentThanks } from './payment-success-page.tsx';
import { renewalSituation } from './subscription-renewal-page.tsx';

const NONE: SubscriptionStatusResponse = {
  hasAccess: false,
  source: null,
  endsAt: null,
  plan: null,
  status: null,
  paymentsAvailable: true,
  licence: null,
  cancelAtPeriodEnd: false,
  canManageBilling: false,
  launchOfferAvailable: false,
};
const END = '2027-03-31T10:00:00.000Z';
const paying: SubscriptionStatusResponse = {
  ...NONE,
  hasAccess: true,
  source: 'subscription',
  endsAt: END,
  plan: 'monthly',
  status: 'active',
  canManageBilling: true,
};

describe('what renewing means for a family', () => {
  it('a running subscription renews by itself; a cancelled one can be turned back on before it ends', () => {
    expect(renewalSituation(paying)).toEqual({
      message: 'Your subscription renews by itself on 31 March 2027. There’s nothing you need to do.',
      offerPlans: false,
    });
    expect(renewalSituation({ ...paying, cancelAtPeriodEnd: true }).message).toBe(
      'Your subscription was cancelled and ends on 31 March 2027. To keep Tedi after that, turn renewal back on in “Manage billing”: nothing is taken before 31 March 2027.',
    );
  });

  it('a failed payment is mended in billing; an ended subscription or none offers the plans again', () => {
    expect(renewalSituation({ ...paying, hasAccess: false, source: null, status: 'past_due' })).toMatchObject({
      offerPlans: false,
    });
    expect(renewalSituation({ ...paying, hasAccess: false, source: null, status: 'canceled' })).toEqual({
      message:
        'Your subscription has ended (on 31 March 2027). Everything you saved is still here: choose a plan or use a licence code to open it again.',
      offerPlans: true,
    });
    expect(renewalSituation(NONE).offerPlans).toBe(true);
  });

  it('a licence names its sponsor and end; a family member is told the parents look after it', () => {
    expect(
      renewalSituation({
        ...NONE,
        hasAccess: true,
        source: 'licence',
        endsAt: '2027-12-31',
        licence: { sponsorName: 'Acme Charity', endsAt: '2027-12-31' },
      }).message,
    ).toBe(
      'Your family has Tedi through a licence from Acme Charity until 31 December 2027. To carry on after that, ask Acme Charity for a new code, or choose a plan when the time comes.',
    );
    expect(renewalSituation({ ...NONE, hasAccess: true, source: 'family_member' }).message).toBe(
      'You have Tedi through the family that invited you. Its parents look after renewing.',
    );
  });
});

describe('renewing during the free trial', () => {
  const trial: SubscriptionStatusResponse = { ...NONE, hasAccess: true, source: 'trial', endsAt: END };

  it('says until when the trial runs, and offers the plans when payments are taken here', () => {
    expect(renewalSituation(trial)).toEqual({
      message:
        'Your family’s free trial runs until 31 March 2027. To keep Tedi after that, choose a plan now (nothing is taken until the trial ends) or use a licence code.',
      offerPlans: true,
    });
    expect(renewalSituation({ ...trial, paymentsAvailable: false })).toEqual({
      message:
        'Your family’s free trial runs until 31 March 2027. To keep Tedi after that, use a licence code from a sponsor.',
      offerPlans: false,
    });
  });
});

describe('the thanks after paying', () => {
  it('says which plan and when it renews, or when a free month ends', () => {
    expect(paymentThanks({ ...paying, checkoutStatus: 'complete' })).toBe(
      'Your family now has access to Tedi on the monthly plan. It renews on 31 March 2027.',
    );
    expect(paymentThanks({ ...paying, plan: 'annual', status: 'trialing', checkoutStatus: 'complete' })).toBe(
      'You’ve chosen the annual licence plan, and your free month carries on: nothing is taken until 31 March 2027, and you can cancel before then at no cost.',
    );
  });
});
