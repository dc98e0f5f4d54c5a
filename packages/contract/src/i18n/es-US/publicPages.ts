import type en from '../en-US/publicPages.ts';
import type { Translation } from '../messages.ts';

/** Terms as the CFPB's English-Spanish glossary writes them (../glossary.md). */
export default {
  supportTitle: 'Obtenga ayuda',
  supportIntro:
    '¿Tiene preguntas sobre su cuenta, un mensaje que envió, un profesional o sus datos? Escríbanos: una persona de nuestro equipo le responde en un plazo de dos días hábiles. Para sus derechos sobre sus datos, consulte la',
  supportPrivacyLink: 'Política de privacidad',
  supportForm: 'Asistencia',
  supportSentTitle: 'Mensaje enviado',
  supportSent:
    'Gracias, su mensaje llegó a nuestro equipo de asistencia. Le enviamos una confirmación por correo electrónico y le responderemos en un plazo de dos días hábiles.',
  supportNotSent: 'No se envió',
  supportFailed: 'No se pudo enviar su mensaje. Inténtelo de nuevo más tarde.',
  supportName: 'Nombre',
  supportEmail: 'Correo electrónico',
  supportTopic: 'Tema',
  supportTopicChoose: 'Elija un tema',
  'supportTopicOption.account': 'Mi cuenta',
  'supportTopicOption.lead': 'Un mensaje o una solicitud que envié',
  'supportTopicOption.professional': 'Un profesional o su perfil',
  'supportTopicOption.privacy': 'Privacidad y mis datos',
  'supportTopicOption.other': 'Otra cosa',
  supportMessage: 'Mensaje',
  supportMessageHint: 'De 10 a 5000 caracteres',
  supportSend: 'Enviar a asistencia',
  confirmSenderTitle: 'Confirme su mensaje',
  confirmSenderMissing: 'No se recibió ningún código de confirmación',
  confirmSenderDone: 'Gracias, el mensaje ya está en su cuenta.',
  confirmSenderFailed: 'No se pudo completar la confirmación. Inténtelo de nuevo más tarde.',
  confirming: 'Confirmando…',
  confirmEmailTitle: 'Confirme su nuevo correo electrónico',
  confirmEmailLoading: 'Confirmando su nuevo correo electrónico',
  confirmEmailLoadingText: 'Confirmando su nuevo correo electrónico…',
  confirmEmailInvalid: 'Este enlace para cambiar el correo electrónico no es válido o ya venció',
  confirmEmailDone: 'Se cambió su dirección de correo electrónico',
  connectionError: 'Error de conexión. Inténtelo de nuevo',
  goToSignIn: 'Ir a iniciar sesión',
  preferencesTitle: 'Preferencias de correo electrónico',
  preferencesInvalid: 'Este enlace de preferencias de correo electrónico no es válido',
  preferencesLoading: 'Cargando sus preferencias de correo electrónico',
  preferencesFor: 'Para {email}',
  preferencesIntro:
    'Elija qué correos electrónicos opcionales recibe. Los correos que responden a algo que usted hizo (enlaces para iniciar sesión, restablecimientos de contraseña, respuestas a sus mensajes) siempre llegan.',
  'preferencesCategory.reminders':
    'Recordatorios sobre clientes potenciales y conversaciones que le esperan, y sobre las tareas y la fecha de nueva consulta de crédito de su plan',
  'preferencesCategory.reviewInvitations': 'Invitaciones a escribir una reseña de un profesional al que contactó',
  'preferencesCategory.digests': 'Resúmenes, como el progreso de sus clientes en sus planes',
  preferencesSaved: 'Se guardaron sus preferencias de correo electrónico',
  preferencesSave: 'Guardar preferencias',
  preferencesAllOff: 'Desactivar todos',
} satisfies Translation<typeof en>;
