import type { DlaOverviewResponse } from '@tedi/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { claimLine } from '../api/claim-line.ts';
import { ClaimOverview } from './claim-overview.tsx';

const SOURCE = {
  title: 'DLA for children: rates (GOV.UK)',
  url: 'https://www.gov.uk/disability-living-allowance-children/rates',
};

function overview(overrides: Partial<DlaOverviewResponse> = {}): DlaOverviewResponse {
  return {
    childId: 'child-1',
    childName: 'Ollie',
    dateOfBirth: '2019-03-12',
    today: '2026-11-24',
    permissions: { canEdit: true },
    claim: {
      nation: 'england',
      callDate: '2026-11-10',
      formSentOn: null,
      formReturnedOn: null,
      needsBeganOn: null,
      claimReference: null,
      decisionDate: null,
      careAward: null,
      mobilityAward: null,
      awardUntil: null,
      decisionNotes: null,
      reconsiderationRequestedOn: null,
      reconsiderationNoticeDate: null,
      appealLodgedOn: null,
      revision: 1,
      updatedAt: '2026-11-10T10:00:00.000Z',
    },
    eligibility: {
      scheme: {
        ok: true,
        source: SOURCE,
        value: { kind: 'dla', department: 'the Department for Work and Pensions (DWP)', helpline: '0800 121 4600' },
      },
      ages: null,
      qualifying: null,
      rates: {
        ok: true,
        source: SOURCE,
        value: {
          from: '2026-04-06',
          care: { lowest: 3030, middle: 7670, highest: 11460 },
          mobility: { lower: 3030, higher: 8000 },
        },
      },
    },
    deadlines: [
      {
        key: 'form-return',
        title: 'Send the claim form back',
        due: '2026-12-22',
        explanation: 'The form must arrive within 6 weeks of your call.',
        source: SOURCE,
        done: false,
        daysLeft: 28,
      },
    ],
    deadlineNotes: [],
    answers: {},
    suggestions: {},
    diary: [],
    diaryWeeks: [],
    evidence: [],
    healthDocuments: [],
    ...overrides,
  };
}

describe('the claim’s dates and rules', () => {
  it('shows the form’s due date, the rates with the day they apply from and their source', () => {
    render(<ClaimOverview overview={overview()} />);
    expect(screen.getByRole('heading', { name: 'Send the claim form back: 22 December 2026' })).toBeTruthy();
    expect(screen.getByText('Due in 28 days.')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Care, highest rate £114.60' })).toBeTruthy();
    expect(screen.getByText(/Rates from 6 April 2026/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /DLA for children: rates \(GOV.UK\)/ }).length).toBeGreaterThan(0);
  });

  it('tells a family in Scotland plainly about Child Disability Payment, with no DLA dates', () => {
    render(
      <ClaimOverview
        overview={overview({
          deadlines: [],
          eligibility: {
            ...overview().eligibility,
            scheme: {
              ok: true,
              source: SOURCE,
              value: {
                kind: 'child-disability-payment',
                agency: 'Social Security Scotland',
                explanation: 'Children who live in Scotland claim Child Disability Payment instead of DLA.',
              },
            },
          },
        })}
      />,
    );
    expect(
      screen.getByText('Children who live in Scotland claim Child Disability Payment instead of DLA.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Send the claim form back/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when there are no rates for the day rather than showing another year’s', () => {
    render(
      <ClaimOverview
        overview={overview({
          eligibility: {
            ...overview().eligibility,
            rates: {
              ok: false,
              reason: 'no-data',
              message: 'We don’t have the DLA rates for England on 6 April 2027.',
            },
          },
        })}
      />,
    );
    expect(screen.getByText('We don’t have the DLA rates for England on 6 April 2027.')).toBeTruthy();
    expect(screen.queryByText('£114.60')).toBeNull();
  });
});

describe('the dashboard’s line for a claim', () => {
  it('gives the next date to act on, or where the claim stands', () => {
    expect(claimLine(overview())).toBe('Send the claim form back by 22 December 2026 (in 28 days).');
    expect(claimLine(overview({ deadlines: [], claim: { ...overview().claim, callDate: null } }))).toBe(
      'No claim started.',
    );
  });
});
