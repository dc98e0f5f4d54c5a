import type en from '../en-US/seo.ts';
import type { Translation } from '../messages.ts';

export default {
  homeTitle: 'MortgageXperts · Encuentre un experto en crédito hipotecario cerca de usted',
  homeDescription:
    'MortgageXperts conecta a compradores y propietarios de vivienda y a agentes de bienes raíces con profesionales hipotecarios con licencia que optimizan su puntaje de crédito antes de que usted presente su solicitud.',
  directoryTitle: 'Encuentre un profesional hipotecario cerca de usted | MortgageXperts',
  directoryDescription:
    'Busque profesionales hipotecarios con licencia por ciudad, estado o código postal, y compare su experiencia, tipos de préstamo e idiomas.',
  directoryTitleNear: 'Profesionales hipotecarios cerca de {search} | MortgageXperts',
  directoryTitleMatching: 'Profesionales hipotecarios que coinciden con {search} | MortgageXperts',
  professionalTitle: '{name} · Experto en crédito hipotecario | MortgageXperts',
  professionalTitleWithCompany: '{name}, {company} · Experto en crédito hipotecario | MortgageXperts',
  professionalDescription: '{name} (NMLS {nmlsId}) es un profesional hipotecario con licencia.',
  professionalDescriptionServing: '{name} (NMLS {nmlsId}) es un profesional hipotecario con licencia que atiende en {states}.',
  professionalDescriptionInvite: 'Envíe un mensaje o pida un Plan de Optimización de Crédito gratuito.',
  professionalJobTitle: 'Originador de préstamos hipotecarios',
  professionalServiceName: 'Optimización de crédito y orientación hipotecaria de {name}',
  professionalServiceType: 'Originación de préstamos hipotecarios',
  privacyTitle: 'Política de privacidad | MortgageXperts',
  privacyDescription:
    'Qué recopila MortgageXperts, por qué, quién lo ve (solo el profesional que usted elige), cuánto tiempo se conserva y cómo ejercer sus derechos.',
  acceptableUseTitle: 'Política de uso aceptable | MortgageXperts',
  acceptableUseDescription: 'Cómo pueden y no pueden usar MortgageXperts los consumidores y los profesionales hipotecarios.',
  termsTitle: 'Términos de uso | MortgageXperts',
  termsDescription:
    'Los términos para usar MortgageXperts, un mercado que conecta a los consumidores con profesionales hipotecarios con licencia.',
  licensingTitle: 'Licencias y divulgaciones | MortgageXperts',
  licensingDescription:
    'MortgageXperts no es un prestamista ni un corredor. Cómo verificar la licencia de un profesional en NMLS Consumer Access, y nuestra declaración de Igualdad de Oportunidades en la Vivienda.',
  signInTitle: 'Iniciar sesión | MortgageXperts',
  signInDescription: 'Inicie sesión en su cuenta de MortgageXperts.',
  signUpTitle: 'Hágase MortgageXpert | MortgageXperts',
  signUpDescription:
    'Profesionales hipotecarios con licencia: cree su perfil de MortgageXperts y reciba clientes potenciales calificados de compradores de vivienda cerca de usted.',
  signUpSuccessTitle: 'Revise su correo electrónico | MortgageXperts',
  signUpSuccessDescription:
    'MortgageXperts conecta a compradores y propietarios de vivienda y a agentes de bienes raíces con profesionales hipotecarios con licencia que optimizan su puntaje de crédito antes de que presente su solicitud.',
  createAccountTitle: 'Cree una cuenta gratuita | MortgageXperts',
  createAccountDescription:
    'Cree una cuenta gratuita de MortgageXperts para seguir los mensajes y las solicitudes de optimización de crédito que envía.',
  forgotPasswordTitle: 'Olvidó su contraseña | MortgageXperts',
  forgotPasswordDescription: 'Restablezca la contraseña de su cuenta de MortgageXperts.',
  resetPasswordTitle: 'Elija una contraseña nueva | MortgageXperts',
  resetPasswordDescription:
    'MortgageXperts conecta a compradores y propietarios de vivienda y a agentes de bienes raíces con profesionales hipotecarios con licencia que optimizan su puntaje de crédito antes de que presente su solicitud.',
  verifyEmailTitle: 'Verificación del correo electrónico | MortgageXperts',
  verifyEmailDescription:
    'MortgageXperts conecta a compradores y propietarios de vivienda y a agentes de bienes raíces con profesionales hipotecarios con licencia que optimizan su puntaje de crédito antes de que presente su solicitud.',
  notFoundTitle: 'Página no encontrada | MortgageXperts',
  notFoundDescription:
    'MortgageXperts conecta a compradores y propietarios de vivienda y a agentes de bienes raíces con profesionales hipotecarios con licencia que optimizan su puntaje de crédito antes de que presente su solicitud.',
  supportTitle: 'Obtenga ayuda | MortgageXperts',
  supportDescription:
    '¿Preguntas sobre su cuenta, un mensaje que envió o sus datos? Escriba al equipo de asistencia de MortgageXperts.',
  confirmSenderTitle: 'Confirme su mensaje | MortgageXperts',
  confirmSenderDescription:
    'MortgageXperts conecta a compradores y propietarios de vivienda y a agentes de bienes raíces con profesionales hipotecarios con licencia que optimizan su puntaje de crédito antes de que presente su solicitud.',
  confirmEmailChangeTitle: 'Confirme su nuevo correo electrónico | MortgageXperts',
  confirmEmailChangeDescription:
    'MortgageXperts conecta a compradores y propietarios de vivienda y a agentes de bienes raíces con profesionales hipotecarios con licencia que optimizan su puntaje de crédito antes de que presente su solicitud.',
  emailPreferencesTitle: 'Preferencias de correo electrónico | MortgageXperts',
  emailPreferencesDescription: 'Elija qué correos electrónicos opcionales le envía MortgageXperts, o cancele su suscripción.',
} satisfies Translation<typeof en>;
