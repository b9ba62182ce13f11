import type { ContactFormState, SponsorsResponse } from '@tedi/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { SponsorLandingPage } from './sponsor-landing-page.tsx';
import { SponsorsPage } from './sponsors-page.tsx';
import { SponsorSuccessPage } from './sponsor-success-page.tsx';

/** A page at its address, its loader answering as the server would hand the data over. */
function renderPage(path: string, Component: ComponentType, data?: unknown) {
  const route = { path, Component, HydrateFallback: () => null };
  const router = createMemoryRouter([data === undefined ? route : { ...route, loader: () => data }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('/sponsors', () => {
  it('says honestly that nobody is named yet, and offers the way to become a sponsor', async () => {
    renderPage('/sponsors', SponsorsPage, { sponsors: [] } satisfies SponsorsResponse);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sponsors' })).toBeTruthy();
    expect(screen.getByText('No sponsors are named here yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How sponsoring works' }).getAttribute('href')).toBe('/sponsor-landing');
    expect(screen.queryByText(/prefers not to be named/)).toBeNull();
  });

  it('lists the sponsors under a heading for their kind', async () => {
    renderPage('/sponsors', SponsorsPage, {
      sponsors: [
        { name: 'Riverside Carers Trust', kind: 'charity' },
        { name: 'Northgate Engineering', kind: 'employer' },
      ],
    } satisfies SponsorsResponse);
    const charities = await screen.findByRole('region', { name: 'Charities' });
    expect(
      within(charities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Riverside Carers Trust']);
    const employers = screen.getByRole('region', { name: 'Employers' });
    expect(within(employers).getByText('Northgate Engineering')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Councils' })).toBeNull();
    expect(screen.queryByText('No sponsors are named here yet.')).toBeNull();
  });
});

describe('/sponsor-landing', () => {
  const blank: ContactFormState = { formToken: '1.signed', values: {}, errors: {}, sent: false };

  it('offers a labelled enquiry form that posts to the server', async () => {
    renderPage('/sponsor-landing', SponsorLandingPage, blank);
    await screen.findByRole('heading', { level: 1, name: 'Sponsor Tedi for the families you support' });
    const form = screen.getByRole('button', { name: 'Send enquiry' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/sponsor-landing');
    for (const label of [
      'Name of your organisation',
      'What kind of organisation is it?',
      'Roughly how many families would you like to support?',
      'Your name',
      'Your work e-mail address',
      'Your message',
    ]) {
      expect(screen.getByLabelText(label), label).toBeTruthy();
    }
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Sponsor Tedi for families – Tedi'));
  });

  it('shows a refused enquiry with what was typed, a summary linking to each field, and the errors in place', async () => {
    renderPage('/sponsor-landing', SponsorLandingPage, {
      ...blank,
      values: {
        organisationName: 'Northgate Engineering',
        organisationType: 'employer',
        families: '10 to 50',
        name: 'Amara Okafor',
        email: 'amara at northgate',
        message: 'About thirty of our staff care for a child with SEND.',
      },
      errors: { email: 'Enter your work e-mail address like name@organisation.org.uk, so we can reply' },
    } satisfies ContactFormState);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Your enquiry has not been sent yet' })).toBeTruthy();
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#email');
    const email = screen.getByLabelText<HTMLInputElement>('Your work e-mail address');
    expect(email.value).toBe('amara at northgate');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(screen.getByLabelText<HTMLInputElement>('Name of your organisation').value).toBe('Northgate Engineering');
    expect(screen.getByLabelText<HTMLSelectElement>('What kind of organisation is it?').value).toBe('employer');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).toBe(
      'About thirty of our staff care for a child with SEND.',
    );
    await waitFor(() => expect(document.title).toBe('Error: Sponsor Tedi for families – Tedi'));
  });
});

describe('/sponsor-success', () => {
  it('confirms the enquiry, says what happens next without promising a time, and links onward', async () => {
    renderPage('/sponsor-success', SponsorSuccessPage);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your enquiry has been sent' }),
    ).toBeTruthy();
    expect(screen.getByText(/They will reply by e-mail/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(hours?|days?|working days?|within)\b/i);
    const onward = within(screen.getByRole('region', { name: 'While you wait' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(onward).toEqual(['/sponsor-landing', '/sponsors', '/', '/privacy']);
  });
});
