import { describe, expect, it } from 'vitest';
import { guestSender, leadBody, submissionKeys } from './use-lead-form.ts';

const typed = { firstName: '  <b>Ana</b> ', lastName: 'Ruiz<script>x</script>', email: 'ana@example.com' };

describe('guestSender', () => {
  it('cleans the name a guest typed and keeps the e-mail as typed', () => {
    expect(guestSender(typed, false)).toEqual({ firstName: 'Ana', lastName: 'Ruizx', email: 'ana@example.com' });
  });

  it('sends no name or e-mail for a signed-in user', () => {
    expect(guestSender(typed, true)).toBeNull();
  });
});

describe('leadBody', () => {
  const fields = { helpType: 'first-time-buyer', message: 'Hello there, we need help.' };

  it('joins the guest’s fields and the form’s own, without a honeypot nobody filled', () => {
    const body = leadBody({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' }, fields, '');
    expect(body).toEqual({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', ...fields, website: undefined });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('website');
  });

  it('sends only the form’s own fields for a signed-in user', () => {
    expect(JSON.parse(JSON.stringify(leadBody(null, fields, undefined)))).toEqual(fields);
  });

  it('passes a filled honeypot on, so the server can drop the submission', () => {
    expect(leadBody(null, fields, 'https://spam.example')).toMatchObject({ website: 'https://spam.example' });
  });
});

describe('submissionKeys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('sends the same key on every attempt until one succeeds (a retry or a double click stores one row)', () => {
    const keys = submissionKeys(counter());
    expect(keys.forAttempt()).toBe('key-1');
    expect(keys.forAttempt()).toBe('key-1');
  });

  it('starts a new key for the next form after a success', () => {
    const keys = submissionKeys(counter());
    keys.forAttempt();
    keys.succeeded();
    expect(keys.forAttempt()).toBe('key-2');
  });

  it('makes random keys of 32 hex characters by default', () => {
    const keys = submissionKeys();
    expect(keys.forAttempt()).toMatch(/^[0-9a-f]{32}$/);
    expect(submissionKeys().forAttempt()).not.toBe(keys.forAttempt());
  });
});
