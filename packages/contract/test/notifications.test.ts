import { describe, expect, it } from 'vitest';
import { composeNotificationText } from '../src/notifications.ts';

const compose = (
  type: Parameters<typeof composeNotificationText>[0]['type'],
  metadata: Record<string, unknown>,
  message = 'Own text',
) => composeNotificationText({ type, metadata, message });

describe('composeNotificationText', () => {
  it('composes the four notification texts', () => {
    expect(compose('new_message', { senderName: 'Emily Johnson', mxpertName: 'Maria Gonzalez' })).toBe(
      'New message received from Emily Johnson for Maria Gonzalez',
    );
    expect(compose('new_cop_request', { firstName: 'Liam', lastName: 'Chen' })).toBe(
      'Credit optimization plan request received from Liam Chen',
    );
    expect(compose('onboarding_complete', { mxpertName: 'Robert Miller', mxpertCompany: 'Sunshine State Lending' })).toBe(
      'Robert Miller (Sunshine State Lending) completed onboarding and is waiting for approval',
    );
    expect(compose('approved', { mxpertName: 'Robert Miller', mxpertCompany: null })).toBe('Robert Miller was approved');
  });

  it('shows the own message of any other type, user_registration included', () => {
    expect(compose('user_registration', { mxpertName: 'Jordan Avery' }, 'Jordan Avery signed up.')).toBe(
      'Jordan Avery signed up.',
    );
  });

  it('falls back when the metadata is missing, blank or not text', () => {
    expect(compose('new_message', {})).toBe('New message received from Someone');
    expect(compose('new_message', { senderName: '  ', firstName: 'Ana' })).toBe('New message received from Ana');
    expect(compose('approved', { mxpertName: 42 })).toBe('A MortgageXpert was approved');
  });
});
