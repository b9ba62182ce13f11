import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './logger.ts';

describe('redactUrl', () => {
  it('leaves paths without a query alone', () => {
    expect(redactUrl('/dashboard/parent')).toBe('/dashboard/parent');
  });

  it('hides the values of secret parameters and keeps the rest', () => {
    expect(redactUrl('/auth/v1/verify?token=abc123&type=signup&redirect_to=%2F')).toBe(
      '/auth/v1/verify?token=%5Bredacted%5D&type=signup&redirect_to=%2F',
    );
    expect(redactUrl('/cb?CODE=xyz&state=s1')).toBe('/cb?CODE=%5Bredacted%5D&state=%5Bredacted%5D');
  });

  it('hides an e-mail address, and a secret inside the address a redirect carries', () => {
    const redirect = encodeURIComponent('/accept-invitation?token=abc123');
    const redacted = redactUrl(`/register?redirect=${redirect}&email=gran%40example.com`);
    expect(redacted).not.toContain('abc123');
    expect(redacted).not.toContain('gran');
    expect(new URLSearchParams(redacted.split('?')[1]).get('redirect')).toBe('/accept-invitation?token=%5Bredacted%5D');
  });
});

describe('serializeError', () => {
  it("keeps a failed query's code and statement shape and drops its values wherever they are", () => {
    const query = 'insert into "children" ("name", "born_on", "notes") values ($1, $2, $3)';
    const cause = Object.assign(
      new Error('new row for relation "children" violates check constraint "children_born_on_past"'),
      {
        code: '23514',
        detail: 'Failing row contains (Amelia Quintrell, 2019-03-14, epilepsy).',
        constraint: 'children_born_on_past',
        table: 'children',
        query,
        params: ['Amelia Quintrell', '2019-03-14', 'epilepsy'],
      },
    );
    const error = Object.assign(
      new Error(`Failed query: ${query}\nparams: Amelia Quintrell,2019-03-14,epilepsy`, { cause }),
      { query, params: ['Amelia Quintrell', '2019-03-14', 'epilepsy'] },
    );
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    for (const value of ['Amelia', '2019-03-14', 'epilepsy', 'Failing row']) expect(text, value).not.toContain(value);
    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Failed query',
      statement: query,
      cause: { code: '23514', constraint: 'children_born_on_past', table: 'children', statement: query },
    });
    expect(serialized.stack).toMatch(/^Error: Failed query\n\s+at /);
  });

  it('removes a value the database quotes in its message, and e-mail addresses', () => {
    const bad = Object.assign(new Error('invalid input syntax for type uuid: "amelia@example.org"'), { code: '22P02' });
    expect(serializeError(bad)).toMatchObject({
      message: 'invalid input syntax for type uuid: [value removed]',
      code: '22P02',
    });
    expect(serializeError(new Error('550 <amelia@example.org>: Recipient address rejected')).message).toBe(
      '550 <[address]>: Recipient address rejected',
    );
  });
});
