import type en from '../en-US/common.ts';
import type { Translation } from '../messages.ts';

export default {
  languageSwitchLabel: 'Idioma',
  languageSwitchTo: 'View in English',
  showPassword: 'Mostrar la contraseña',
  hidePassword: 'Ocultar la contraseña',
  currentLanguage: 'Español',
  starsLabel: '{value} de 5 estrellas',
  noReviews: 'Todavía no hay reseñas',
  reviewCount: '({count, plural, one {# reseña} other {# reseñas}})',
  verifyNmls: 'Verificar la licencia en NMLS Consumer Access',
  // A dialog's close button and a spinner's name, read by screen readers.
  close: 'Cerrar',
  loading: 'Cargando',
  newTab: '(se abre en una pestaña nueva)',
  bell: 'Notificaciones',
  bellUnread: 'Notificaciones, {count} sin leer',
  markAllRead: 'Marcar todas como leídas',
  markAllReadFailed: 'No se pudieron marcar las notificaciones como leídas',
  markReadFailed: 'No se pudo marcar la notificación como leída',
  notificationsFailed: 'No se pudieron cargar las notificaciones',
  notificationsLoading: 'Cargando…',
  noNotifications: 'Todavía no hay notificaciones',
  notificationsList: 'Lista de notificaciones',
  unread: 'Sin leer:',
  pagination: 'Paginación',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  pageNumber: 'Página {page}',
} satisfies Translation<typeof en>;
