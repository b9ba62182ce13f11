import { describe, expect, it } from 'vitest';
import { AppError, validationFailed } from './errors.ts';

describe('AppError', () => {
  it('carries a stable code, its HTTP status and the one error shape', () => {
    const error = new AppError('not_found', 'We could not find that child.');
    expect(error.status).toBe(404);
    expect(error.toJSON()).toEqual({ code: 'not_found', message: 'We could not find that child.' });
    expect(new AppError('rate_limited', 'Slow down.').status).toBe(429);
  });

  it('names the field in a validation failure', () => {
    const one = validationFailed([{ field: 'email', message: 'Enter an e-mail address' }]);
    expect(one.status).toBe(400);
    expect(one.message).toBe('Please check email: Enter an e-mail address.');
    expect(one.toJSON().details).toEqual([{ field: 'email', message: 'Enter an e-mail address' }]);
    const two = validationFailed([
      { field: 'name', message: 'Required' },
      { field: 'dateOfBirth', message: 'Not a date' },
    ]);
    expect(two.message).toBe('Please check these fields: name, dateOfBirth.');
  });
});
