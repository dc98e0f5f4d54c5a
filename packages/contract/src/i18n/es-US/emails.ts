import type en from '../en-US/emails.ts';
import type { Translation } from '../messages.ts';

export default {
  greeting: 'Hola, {name}:',
  greetingNoName: 'Hola:',
  signOff: '— El equipo de MortgageXperts',
  buttonFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  optionalReason: 'Recibe este correo electrónico por su actividad en MortgageXperts.',
  preferencesLabel: 'Cancelar la suscripción o elegir qué correos electrónicos recibe',
  verifySubject: 'Verifique su dirección de correo electrónico de MortgageXperts',
  verifyIntro: 'Gracias por crear una cuenta de MortgageXperts. Confirme que esta es su dirección de correo electrónico.',
  verifyAction: 'Verificar la dirección de correo electrónico',
  verifyNote: 'Este enlace es válido durante 24 horas. Si usted no creó una cuenta, puede ignorar este correo electrónico.',
  confirmAddressSubject: 'Confirme su dirección de correo electrónico de MortgageXperts',
  confirmAddressIntro:
    'Usted pidió un nuevo enlace para confirmar la dirección de correo electrónico de su cuenta de MortgageXperts. Elija su contraseña para confirmar la dirección; después podrá iniciar sesión con ella.',
  confirmAddressAction: 'Confirmar y elegir una contraseña',
  confirmAddressNote:
    'Este enlace es válido durante 24 horas y se puede usar una vez. Si usted no lo pidió, puede ignorar este correo electrónico.',
  resetSubject: 'Restablezca su contraseña de MortgageXperts',
  resetIntro: 'Recibimos una solicitud para restablecer la contraseña de su cuenta de MortgageXperts.',
  resetAction: 'Elegir una nueva contraseña',
  resetNote:
    'Este enlace es válido durante 1 hora y se puede usar una vez. Si usted no lo pidió, puede ignorar este correo electrónico: su contraseña no cambia.',
  passwordChangedSubject: 'Se cambió su contraseña de MortgageXperts',
  passwordChangedIntro:
    'Se acaba de cambiar la contraseña de su cuenta de MortgageXperts y se cerró la sesión en todos los dispositivos.',
  passwordChangedIfNotYou:
    'Si no fue usted, restablezca su contraseña de inmediato en {url} y comuníquese con nuestro equipo de asistencia.',
  newMessageSubject: 'Nuevo mensaje de {sender}',
  newMessageIntro: '{sender} le envió un mensaje en MortgageXperts sobre: {topic}.',
  newMessageContact: 'Prefiere que lo contacten por {contact}. Inicie sesión para leer el mensaje y sus datos de contacto.',
  newMessageAction: 'Abrir el mensaje',
  newCopSubject: 'Nueva solicitud de Plan de Optimización de Crédito de {sender}',
  newCopIntro: '{sender} le pidió un Plan de Optimización de Crédito en MortgageXperts (proceso hipotecario: {process}).',
  newCopContact: 'Prefiere que lo contacten por {contact}. Inicie sesión para ver sus datos de contacto.',
  newCopAction: 'Abrir la solicitud',
  'mortgageProcess.pre-qual': 'Precalificación',
  'mortgageProcess.purchasing-home': 'Compra de vivienda',
  'mortgageProcess.refinance': 'Refinanciamiento',
  contactEmail: 'correo electrónico',
  contactPhone: 'teléfono',
  clientWroteEnglish: 'El cliente escribió en inglés.',
  clientWroteSpanish: 'El cliente escribió en español.',
  repliedSubject: '{name} respondió',
  replyToMxpertIntroMessage: '{name} respondió a la conversación sobre su mensaje en MortgageXperts:',
  replyToMxpertIntroCop:
    '{name} respondió a la conversación sobre su solicitud de Plan de Optimización de Crédito en MortgageXperts:',
  replyReopenedMessage: 'Usted había cerrado este mensaje; la respuesta lo vuelve a activar.',
  replyReopenedCop: 'Usted había cerrado esta solicitud de Plan de Optimización de Crédito; la respuesta la vuelve a activar.',
  replyToConsumerIntroMessage: '{name} respondió a su mensaje en MortgageXperts:',
  replyToConsumerIntroCop: '{name} respondió a su solicitud de Plan de Optimización de Crédito en MortgageXperts:',
  replyGuestHowToAnswer:
    'Para responder, cree una cuenta gratuita con esta dirección de correo electrónico ({email}). Una vez que la verifique, toda la conversación estará en Mis mensajes y podrá responder allí.',
  openConversation: 'Abrir la conversación',
  createAccountAction: 'Crear su cuenta gratuita',
  existingAccountSubject: 'Alguien intentó crear una cuenta de MortgageXperts con su correo electrónico',
  existingAccountIntro:
    'Alguien, quizás usted, intentó crear una nueva cuenta de MortgageXperts con esta dirección de correo electrónico. Usted ya tiene una cuenta, así que no se creó otra.',
  existingAccountSignIn: 'Puede iniciar sesión aquí: {url}',
  existingAccountReset: 'Si olvidó su contraseña, puede elegir una nueva aquí: {url}',
  existingAccountNotYou: 'Si no fue usted, no tiene que hacer nada.',
  confirmEmailChangeSubject: 'Confirme su nueva dirección de correo electrónico de MortgageXperts',
  confirmEmailChangeIntro: 'Usted pidió usar esta dirección para su cuenta de MortgageXperts. Confírmela, por favor.',
  confirmEmailChangeAction: 'Confirmar la nueva dirección de correo electrónico',
  confirmEmailChangeNote:
    'Este enlace es válido durante 24 horas. Si usted no lo pidió, puede ignorar este correo electrónico: no cambia nada.',
  emailChangeRefusedSubject: 'Su dirección de correo electrónico no se agregó a otra cuenta de MortgageXperts',
  emailChangeRefusedIntro:
    'Alguien que inició sesión en una cuenta de MortgageXperts pidió pasar esa cuenta a esta dirección de correo electrónico. Esta dirección ya tiene su propia cuenta, así que no se cambió nada.',
  emailChangeRefusedIfYou: 'Si fue usted, inicie sesión con esta dirección. Si no, no tiene que hacer nada.',
  emailChangedSubject: 'Se cambió su dirección de correo electrónico de MortgageXperts',
  emailChangedIntro:
    'Se cambió la dirección de correo electrónico de su cuenta de MortgageXperts. Los correos electrónicos sobre su cuenta ahora van a la nueva dirección: {email}',
  emailChangedIfNotYou: 'Si no fue usted, comuníquese de inmediato con nuestro equipo de asistencia en {url}',
  accountDeletedSubject: 'Se eliminó su cuenta de MortgageXperts',
  accountDeletedIntro:
    'Se eliminó su cuenta de MortgageXperts como usted lo pidió. Ya no puede iniciar sesión con ella, y puede crear una cuenta nueva con esta dirección en cualquier momento.',
  accountDeletedPrivacy:
    'Lo que los profesionales conservan de los mensajes y las solicitudes que usted les envió se describe en nuestra Política de privacidad.',
  leadReminderSubject: '{sender} espera su respuesta',
  leadReminderIntro:
    '{sender} le envió {kind, select, message {un mensaje} other {una solicitud de Plan de Optimización de Crédito}} en MortgageXperts hace {waited} y todavía no ha recibido respuesta.',
  leadReminderHours: '{hours, plural, one {# hora} other {# horas}}',
  leadReminderAWhile: 'un tiempo',
  leadReminderWhy:
    'Los clientes eligen a los profesionales que responden rápido: su tiempo de respuesta aparece en su perfil público.',
  leadReminderAction: 'Responder ahora',
  leadReminderNote: 'Enviamos un solo recordatorio por cliente potencial.',
  senderConfirmSubject:
    '¿Envió usted {kind, select, message {este mensaje} other {esta solicitud de Plan de Optimización de Crédito}} a {mxpertName}?',
  senderConfirmIntro:
    'Se envió {kind, select, message {un mensaje} other {una solicitud de Plan de Optimización de Crédito}} a {mxpertName} en MortgageXperts sin iniciar sesión, con su dirección de correo electrónico y el nombre {senderName}.',
  senderConfirmHow:
    'Si usted lo envió, confírmelo y aparecerá en su cuenta. Si no, ignore este correo electrónico: no se agrega nada a su cuenta.',
  senderConfirmAction: 'Sí, lo envié',
  senderConfirmNote: 'Este enlace es válido durante {days} días y se puede usar una vez.',
  reviewInvitationSubject: '¿Cómo le ayudó {mxpertName}?',
  reviewInvitationIntro:
    'Hace un tiempo, {mxpertName} respondió a {kind, select, message {su mensaje} other {su solicitud de Plan de Optimización de Crédito}} en MortgageXperts. Si trabajó con este profesional, unas palabras sobre su experiencia ayudan a otros compradores de vivienda a elegir al profesional adecuado.',
  reviewInvitationVerified:
    'Su reseña se muestra como reseña de un cliente verificado, solo con su nombre y la inicial de su apellido. Si su puntaje de crédito subió, puede indicar cuántos puntos.',
  reviewInvitationAction: 'Escribir una reseña',
  reviewInvitationNote: 'Enviamos esta invitación una sola vez.',
  reviewHiddenAuthorSubject: 'Se ocultó su reseña en MortgageXperts',
  reviewHiddenAuthorIntro: 'Nuestro equipo ocultó su reseña de {mxpertName}: ya no aparece en su perfil.',
  reviewHiddenMxpertSubject: 'Se ocultó una reseña de su perfil de MortgageXperts',
  reviewHiddenMxpertIntro: 'Nuestro equipo ocultó de su perfil la reseña de {authorName}. Ya no cuenta en su calificación.',
  reasonFromTeam: 'Motivo que indicó nuestro equipo:\n{reason}',
  noteFromTeam: 'Nota de nuestro equipo:\n{note}',
  disagree:
    'Si cree que se trata de un error, escriba a nuestro equipo de asistencia mediante el formulario de asistencia y lo revisarán: {url}',
  signInAction: 'Iniciar sesión en MortgageXperts',
  contactSupportAction: 'Comunicarse con asistencia',
  approvedSubject: 'Se aprobó su perfil de MortgageXperts',
  approvedIntro:
    'Buenas noticias: nuestro equipo revisó y aprobó su perfil de MortgageXperts. Ya aparece en el directorio de MortgageXperts, donde los compradores de vivienda pueden encontrarle, enviarle mensajes y pedirle un Plan de Optimización de Crédito.',
  approvedSignIn: 'Inicie sesión para ver su panel y mantener su perfil al día.',
  rejectedSubject: 'No se aprobó su perfil de MortgageXperts',
  rejectedIntro:
    'Nuestro equipo revisó su perfil de MortgageXperts y no pudo aprobarlo. Se desactivó su cuenta, así que ya no puede iniciar sesión.',
  suspendedSubject: 'Se suspendió su perfil de MortgageXperts',
  suspendedIntro:
    'Nuestro equipo suspendió su perfil de MortgageXperts. Ya no aparece en el directorio y no puede recibir nuevos mensajes ni solicitudes. Todavía puede iniciar sesión para leer los clientes potenciales que recibió.',
  reinstatedSubject: 'Se restableció su perfil de MortgageXperts',
  reinstatedIntro:
    'Nuestro equipo restableció su perfil de MortgageXperts. Vuelve a aparecer en el directorio, donde los compradores de vivienda pueden encontrarle y enviarle mensajes.',
  identityApprovedSubject: 'Se aprobó el cambio de su perfil de MortgageXperts',
  identityApprovedIntro: 'Nuestro equipo aprobó el cambio de su perfil. Su perfil público ahora muestra:',
  'identityField.fullName': 'Nombre completo',
  'identityField.nmlsId': 'Número NMLS',
  'identityField.companyName': 'Nombre de la empresa',
  'identityField.photo': 'Foto',
  'identityField.companyLogo': 'Logotipo de la empresa',
  'identityField.companyAddress': 'Dirección de la empresa',
  'identityField.companyWebAddress': 'Sitio web',
  identityDeclinedSubject: 'No se aprobó el cambio de su perfil de MortgageXperts',
  identityDeclinedIntro:
    'Nuestro equipo no pudo aprobar el cambio de su nombre completo, número NMLS o nombre de la empresa. Su perfil conserva los datos aprobados.',
  supportSubject: 'Recibimos su mensaje',
  supportBody:
    'Recibimos un mensaje enviado a la asistencia de MortgageXperts con esta dirección de correo electrónico. Una persona de nuestro equipo le responderá a esta dirección en un plazo de dos días hábiles. Si usted no nos escribió, puede ignorar este correo electrónico.',
  supportReference: 'Su número de referencia: {reference}',
  planFirstSubject: '{mxpertName} le envió un Plan de Optimización de Crédito',
  planUpdatedSubject: '{mxpertName} actualizó su Plan de Optimización de Crédito (versión {version})',
  planFirstIntro:
    '{mxpertName} preparó un Plan de Optimización de Crédito para usted en MortgageXperts: los pasos que debe dar, cuándo, y los puntos que cada uno puede aportar.',
  planUpdatedIntro: '{mxpertName} publicó la versión {version} de su Plan de Optimización de Crédito en MortgageXperts.',
  planTheirNote: 'Su nota: {note}',
  planWhatChanged: 'Qué cambió: {changes}.',
  planGuestHowToSee:
    'Para ver su plan, cree una cuenta gratuita con esta dirección de correo electrónico ({email}). Una vez que la verifique, el plan estará en Mis planes.',
  openYourPlan: 'Abrir su plan',
  taskReminderSubject: 'Vence en 3 días en su plan: {accountLabel}',
  taskReminderDue:
    'Una tarea del Plan de Optimización de Crédito que {mxpertName} preparó para usted vence el {day}: {kindLabel} ({accountLabel}).',
  taskReminderPoints: 'Se estimó que aportaría {points} puntos. Las estimaciones no son garantías.',
  pointsRange: 'de {min} a {max}',
  pointsUpTo: 'hasta {max}',
  taskReminderTick: 'Cuando la termine, márquela en su plan para que su profesional hipotecario vea su avance.',
  taskReminderNote: 'Enviamos un recordatorio por tarea, tres días antes de su vencimiento, mientras siga abierta.',
  'planActionKind.pay-down': 'Pagar parte de un saldo',
  'planActionKind.pay-before-statement': 'Pagar antes de la fecha del estado de cuenta',
  'planActionKind.dispute-error': 'Disputar un error',
  'planActionKind.keep-open': 'Mantener abierta una cuenta',
  'planActionKind.no-new-credit': 'No abrir crédito nuevo',
  'planActionKind.authorized-user': 'Ser usuario autorizado',
  'planActionKind.rapid-rescore': 'Recálculo rápido del puntaje',
  'planActionKind.other': 'Otra',
  repullSubject: 'Falta una semana para la nueva consulta de su crédito',
  repullIntro:
    'Su Plan de Optimización de Crédito con {mxpertName} prevé una nueva consulta de su crédito el {day}, dentro de una semana.',
  repullFinish: 'Termine antes las tareas abiertas y anote en su plan los puntajes que lea.',
  repullNote: 'Enviamos este recordatorio una vez, una semana antes de la fecha de la nueva consulta.',
  activitySubject: '{clientName} avanzó en su Plan de Optimización de Crédito',
  activityIntro: '{clientName} avanzó en su Plan de Optimización de Crédito:',
  activityYourClient: 'Su cliente',
  activityMore: 'Y más: abra el plan para verlo todo.',
  activityAction: 'Abrir el plan',
  activityNote: 'Enviamos como máximo un correo electrónico por hora y por plan sobre el avance de su cliente.',
} satisfies Translation<typeof en>;
