import { describe, expect, it } from 'vitest';
import { nmlsId } from '../src/fields.ts';
import {
  composeNotificationText,
  isConversationPath,
  isKnownPage,
  LOAN_TYPES,
  labelOf,
  MORTGAGE_TYPES,
  paths,
  sanitizeText,
} from '../src/index.ts';

describe('sanitizeText', () => {
  it.each([
    ['  hello  ', 'hello'],
    ['<script>alert(1)</script>', 'alert(1)'],
    ['I am <b>improving</b> my score', 'I am improving my score'],
    ['<a href="javascript:alert(1)">my site</a>', 'my site'],
    ['<!-- hidden -->visible', 'visible'],
    ['<<b>>bold', 'bold'],
    ['click javascript:alert(1)', 'click alert(1)'],
    ['JaVaScRiPt :void(0)', 'void(0)'],
    ['javajavascript:script:alert(1)', 'alert(1)'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src=x onerror=alert(1)', 'img src=x alert(1)'],
    ['hello onmouseover = steal()', 'hello  steal()'],
    ['on<b>click=x', 'x'],
    ['score < 600 and > 550', 'score  600 and  550'],
    ['5<6', '56'],
    ["O'Brien-Smith", "O'Brien-Smith"],
  ])('turns %j into %j', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });
});

describe('NMLS ID', () => {
  it.each([
    ['1', null],
    ['123456789012', null],
    [' 2291750 ', null],
    ['', 'NMLS ID is required'],
    ['12ab', 'NMLS ID must contain digits only'],
    ['-12', 'NMLS ID must contain digits only'],
    ['1 2', 'NMLS ID must contain digits only'],
    ['1234567890123', 'NMLS ID must be at most 12 digits'],
  ])('%j answers %j', (value, message) => {
    const parsed = nmlsId.safeParse(value);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('page meta', () => {
  it('gives every page of the route table a title of its own', async () => {
    const { PAGE_META } = await import('../src/seo.ts');
    const { STATIC_PAGES } = await import('../src/paths.ts');
    const missing = [...STATIC_PAGES].filter((page) => !PAGE_META[page]);
    expect(missing).toEqual([]);
    const titles = [...STATIC_PAGES].map((page) => PAGE_META[page]?.title);
    expect(titles).not.toContain(PAGE_META[paths.notFound]?.title);
  });
});

describe('isKnownPage', () => {
  it('knows every page of the route table', () => {
    for (const path of [
      '/',
      '/mortgageexperts',
      '/signin',
      '/reset-password',
      paths.mxpert.onboard,
      paths.admin.reports,
      paths.consumer.requests,
    ]) {
      expect(isKnownPage(path)).toBe(true);
    }
    expect(isKnownPage('/xperts/tx/CXABCD2345')).toBe(true);
    expect(isKnownPage('/signin/')).toBe(true);
  });

  it("knows the conversation pages of both sides, and tells them from the lists' own paths", () => {
    const id = '0b8a4f7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b';
    for (const path of [
      paths.conversation.mxpertMessage(id),
      paths.conversation.mxpertCopRequest(id),
      paths.conversation.consumerMessage(id),
      paths.conversation.consumerRequest(id),
    ]) {
      expect(isKnownPage(path)).toBe(true);
      expect(isConversationPath(path)).toBe(true);
    }
    expect(isConversationPath(paths.mxpert.closedMessages)).toBe(false);
    expect(isConversationPath(paths.consumer.messages)).toBe(false);
    expect(isKnownPage(`${paths.conversation.consumerMessage(id)}/extra`)).toBe(false);
  });

  it('does not know other paths', () => {
    for (const path of ['/nope', '/xperts/tx', '/xperts/tx/CX1/extra', '/admin', '/404']) expect(isKnownPage(path)).toBe(false);
  });
});

describe('labelOf', () => {
  it('shows the label of a code and an unknown code as it is', () => {
    expect(labelOf(MORTGAGE_TYPES, 'refi')).toBe('Refinance');
    expect(labelOf(MORTGAGE_TYPES, 'first-time-home-buyer')).toBe('First Time Buyer');
    expect(labelOf(LOAN_TYPES, 'fha')).toBe('FHA');
    expect(labelOf(LOAN_TYPES, 'mystery')).toBe('mystery');
  });
});

describe('composeNotificationText', () => {
  it('composes the texts of the known types and keeps the message of others', () => {
    expect(composeNotificationText({ type: 'new_message', message: 'x', metadata: { senderName: 'Ann Lee' } })).toBe(
      'New message received from Ann Lee',
    );
    expect(
      composeNotificationText({
        type: 'onboarding_complete',
        message: 'x',
        metadata: { mxpertName: 'Bo Li', mxpertCompany: 'Acme' },
      }),
    ).toBe('Bo Li (Acme) completed onboarding and is waiting for approval');
    expect(composeNotificationText({ type: 'user_registration', message: 'Jo signed up', metadata: {} })).toBe('Jo signed up');
  });
});
