import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXT } from '../src/index.ts';

describe('the notification bell texts', () => {
  it('names the bell with the unread count the badge shows', () => {
    expect(NOTIFICATION_TEXT.bellUnread(0)).toBe('Notifications');
    expect(NOTIFICATION_TEXT.badge(3)).toBe('3');
    expect(NOTIFICATION_TEXT.bellUnread(3)).toBe('Notifications, 3 unread');
    expect(NOTIFICATION_TEXT.badge(9)).toBe('9');
  });

  it('past nine the badge shows 9+ and the name holds that visible label', () => {
    expect(NOTIFICATION_TEXT.badge(30)).toBe('9+');
    expect(NOTIFICATION_TEXT.bellUnread(30)).toBe('Notifications, 9+ unread');
    for (const unread of [1, 9, 10, 250]) {
      expect(NOTIFICATION_TEXT.bellUnread(unread)).toContain(NOTIFICATION_TEXT.badge(unread));
    }
  });
});
