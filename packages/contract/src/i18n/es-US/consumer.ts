/** The consumer's signed-in area. */

import type en from '../en-US/consumer.ts';
import type { Translation } from '../messages.ts';

export default {
  welcome: 'Le damos la bienvenida, {name}',
  findIntro: 'Busque un MortgageXpert por código postal, ciudad o estado.',
  placeLabel: 'Código postal, ciudad o estado',
  placePlaceholder: 'Ingrese un código postal, una ciudad o un estado',
  loadingDashboard: 'Cargando su panel',
  dashboardFailed: 'No se pudieron cargar los datos del panel. Inténtelo de nuevo más tarde',
  messagesSent: 'Mensajes enviados',
  activeMessages: 'Mensajes activos',
  planRequests: 'Solicitudes de plan',
  activeRequests: 'Solicitudes activas',
  recentMessages: 'Mensajes recientes',
  recentRequests: 'Solicitudes de optimización recientes',
  viewAll: 'Ver todo',
  noMessagesYet: 'Todavía no ha enviado ningún mensaje.',
  noRequestsYet: 'Todavía no ha pedido un Plan de Optimización de Crédito.',
  messagesTitle: 'Mis Mensajes',
  messagesIntro: 'Los mensajes que envió a MortgageXperts.',
  requestsTitle: 'Mis Solicitudes',
  requestsIntro: 'Los Planes de Optimización de Crédito que pidió a MortgageXperts.',
  tabActive: 'Activos',
  tabClosed: 'Cerrados',
  noActiveMessages: 'No hay mensajes activos.',
  noClosedMessages: 'No hay mensajes cerrados.',
  messagesFailed: 'No se pudieron cargar los mensajes. Inténtelo de nuevo más tarde',
  noActiveRequests: 'No hay solicitudes activas',
  noClosedRequests: 'No hay solicitudes cerradas',
  requestsFailed: 'No se pudieron cargar las solicitudes. Inténtelo de nuevo más tarde',
  sentLine: 'Enviado el {date} · contacto preferido: {contact}',
  openConversation: 'Abrir la conversación',
  openConversationWith: 'Abrir la conversación con {name}',
  mortgageProcess: 'Proceso hipotecario:',
  unclaimedTitle: 'Enviado antes de que tuviera una cuenta: ¿fue usted?',
  unclaimedIntro:
    'Esto se envió con su dirección de correo electrónico antes de que tuviera una cuenta. Confirme lo que usted envió y se sumará a su cuenta; lo que no confirme queda fuera de ella.',
  unclaimedMessage: 'Mensaje',
  unclaimedCop: 'Solicitud de Plan de Optimización de Crédito',
  unclaimedConfirm: 'Sí, lo envié yo',
  unclaimedDecline: 'No fui yo',
  unclaimedConfirmAll: 'Sí, los envié todos',
  unclaimedFailed: 'No se pudo guardar. Inténtelo de nuevo.',
  unclaimedItem: '{kind} para {name}',
  unclaimedSentAs: '{date} · como {name}',
  unclaimedNothing: 'No hay nada esperando su confirmación.',
  unclaimedConfirmed:
    '{count, plural, one {Gracias, ya está en su cuenta.} other {Gracias, {count} elementos ya están en su cuenta.}}',
  unclaimedDeclined:
    '{count, plural, one {Entendido: no se sumará a su cuenta.} other {Entendido: estos {count} elementos no se sumarán a su cuenta.}}',
} satisfies Translation<typeof en>;
