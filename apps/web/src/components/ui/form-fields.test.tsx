import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EmailField, PasswordField } from './form-fields.tsx';

describe('fields for what should not be sent to a spelling check', () => {
  it('switch the browser’s spelling check off for an e-mail address and a password, shown or hidden', () => {
    render(
      <form>
        <EmailField id="email" label="E-mail address" />
        <PasswordField id="password" label="Password" name="password" />
      </form>,
    );
    expect(screen.getByLabelText('E-mail address').getAttribute('spellcheck')).toBe('false');
    expect(screen.getByLabelText('Password').getAttribute('spellcheck')).toBe('false');
    screen.getByRole('button', { name: 'Show password' }).click();
    expect(screen.getByLabelText('Password').getAttribute('spellcheck')).toBe('false');
  });
});
