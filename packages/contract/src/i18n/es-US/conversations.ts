/** A conversation of either side and the unread replies' lines. */

import type en from '../en-US/conversations.ts';
import type { Translation } from '../messages.ts';

export default {
  loading: 'Cargando la conversación',
  loadFailed: 'No se pudo cargar la conversación. Inténtelo de nuevo más tarde',
  messageNotFound: 'No se encontró el mensaje',
  requestNotFound: 'No se encontró la solicitud',
  backToMessages: 'Volver a los mensajes',
  backToRequests: 'Volver a las solicitudes',
  backToMyMessages: 'Volver a Mis Mensajes',
  backToMyRequests: 'Volver a Mis Solicitudes',
  statusActive: 'Activo',
  statusClosed: 'Cerrado',
  conversation: 'Conversación',
  copBadge: 'Plan de Optimización de Crédito',
  copRequestLine: 'Solicitud de Plan de Optimización de Crédito · proceso hipotecario:',
  'mortgageProcess.pre-qual': 'Precalificación',
  'mortgageProcess.purchasing-home': 'Compra de vivienda',
  'mortgageProcess.refinance': 'Refinanciamiento',
  answersLabel: 'Las respuestas del cliente',
  you: 'Usted',
  seen: 'Visto el {time}',
  noReplies: 'Todavía no hay respuestas.',
  yourReply: 'Su respuesta',
  send: 'Enviar la respuesta',
  replyFailed: 'No se pudo enviar la respuesta',
  replyEmpty: 'Escriba una respuesta primero',
  replyLength: 'La respuesta debe tener entre 1 y 5000 caracteres',
  replyText: 'La respuesta debe ser texto',
  cannotReply: 'Su cuenta no puede responder mensajes en este momento. Comuníquese con asistencia.',
  removedByProfessional: 'El profesional quitó esta conversación de su bandeja de entrada, así que una respuesta no le llegaría',
  unreadLabel: 'Respuestas sin leer',
  unreadReplies: '{count, plural, one {{count} respuesta sin leer} other {{count} respuestas sin leer}}',
  inMessages: '{count} en mensajes',
  inRequests: '{count} en solicitudes',
} satisfies Translation<typeof en>;
