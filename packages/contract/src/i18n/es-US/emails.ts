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
} satisfies Translation<typeof en>;
