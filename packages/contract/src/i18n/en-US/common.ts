/** Texts every page may show: the language switch and what goes around it, a rating's stars, a link to NMLS. */
import { LICENSE_TEXT } from '../../license.ts';
import { NOTIFICATION_TEXT } from '../../notifications.ts';

export default {
  languageSwitchLabel: 'Language',
  languageSwitchTo: 'Ver en español',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  currentLanguage: 'English',
  starsLabel: '{value} out of 5 stars',
  noReviews: 'No reviews yet',
  reviewCount: '({count, plural, one {# review} other {# reviews}})',
  verifyNmls: LICENSE_TEXT.verifyLink,
  // A dialog's close button and a spinner's name, read by screen readers.
  close: 'Close',
  loading: 'Loading',
  newTab: '(opens in a new tab)',
  // The signed-in headers' bell.
  bell: NOTIFICATION_TEXT.bell,
  bellUnread: 'Notifications, {count} unread',
  markAllRead: NOTIFICATION_TEXT.markAllRead,
  markAllReadFailed: NOTIFICATION_TEXT.markAllReadFailed,
  markReadFailed: 'Failed to mark notification as read',
  notificationsFailed: 'Failed to fetch notifications',
  notificationsLoading: 'Loading…',
  noNotifications: 'No notifications yet',
  notificationsList: 'Notifications list',
  unread: 'Unread:',
  // The pager of every list.
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageNumber: 'Page {page}',
} as const;
