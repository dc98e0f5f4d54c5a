import type en from '../en-US/auth.ts';
import type { Translation } from '../messages.ts';

export default {
  email: 'Correo electrónico',
  password: 'Contraseña',
  passwordHint: 'Al menos 8 caracteres, con una letra mayúscula, una letra minúscula y un número.',
  confirmPassword: 'Confirme la contraseña',
  firstName: 'Nombre',
  lastName: 'Apellido',
  nmlsId: 'Número NMLS',
  createAccount: 'Crear cuenta',
  alreadyHaveAccount: '¿Ya tiene una cuenta?',
  signInLink: 'Iniciar sesión',

  signInTitle: 'Iniciar sesión',
  signInSubtitle: 'Le damos la bienvenida de nuevo a MortgageXperts.',
  signInButton: 'Iniciar sesión',
  newMxpert: '¿Es un profesional hipotecario nuevo?',
  createProAccount: 'Cree una cuenta profesional',
  lookingForExpert: '¿Busca un experto?',
  createFreeAccount: 'Cree una cuenta gratuita',
  forgotPasswordLink: '¿Olvidó su contraseña?',
  loginSuccessful: '¡Sesión iniciada!',
  loginFailed: 'No se pudo iniciar sesión',
  verificationSent: '¡Enviamos el correo de verificación! Revise su bandeja de entrada.',
  verificationNotSent: 'No se pudo enviar el correo de verificación. Inténtelo de nuevo.',

  verifyTitle: 'Debe verificar su correo electrónico',
  verifyDescription:
    'Verifique su dirección de correo electrónico antes de iniciar sesión. Enviamos un enlace a {email}; podemos enviarle uno nuevo.',
  cancel: 'Cancelar',
  resendVerification: 'Reenviar el correo de verificación',

  twoFactorIntro: 'Ingrese el código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.',
  twoFactorCode: 'Código',
  twoFactorRemember: 'Recordar este navegador durante 30 días',
  twoFactorVerify: 'Verificar',
  twoFactorFailed: 'Ese código no funcionó',

  signUpTitle: 'Hágase MortgageXpert',
  signUpSubtitle:
    'Cree su cuenta profesional. Verificará su correo electrónico, completará una breve incorporación y nuestro equipo revisará su perfil.',
  signUpCreated: '¡Su cuenta se creó correctamente!',
  signUpFailed: 'No se pudo crear la cuenta',

  signUpSuccessTitle: 'Revise su correo electrónico',
  signUpSuccessText:
    'Se creó su cuenta. Le enviamos un enlace de verificación: ábralo para verificar su dirección de correo electrónico y luego inicie sesión para comenzar su incorporación.',
  signUpSuccessHint:
    'El enlace es válido durante 24 horas. ¿No recibió el correo? Revise su carpeta de correo no deseado o inicie sesión para pedir un enlace nuevo.',
  goToSignIn: 'Ir a iniciar sesión',

  createAccountTitle: 'Cree su cuenta gratuita',
  createAccountSubtitle:
    'Siga los mensajes y las solicitudes de optimización de crédito que envía a los profesionales de MortgageXperts.',
  createAccountFailed: 'No se pudo crear la cuenta. Inténtelo de nuevo.',
  createAccountFailedTitle: 'No se pudo crear la cuenta',
  createdTitle: 'Revise su correo electrónico para continuar',
  createdText:
    'Enviamos un correo electrónico a {email}. Abra el enlace para verificar su dirección y luego inicie sesión para seguir sus mensajes y solicitudes.',
  createdSignIn: 'Iniciar sesión',

  forgotTitle: '¿Olvidó su contraseña?',
  forgotSubtitle:
    'Ingrese la dirección de correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
  forgotBack: 'Volver a iniciar sesión',
  forgotSent: '¡Enviamos las instrucciones para restablecer su contraseña!',
  forgotNotSent: 'No se pudo enviar el correo para restablecer la contraseña',
  forgotTryAgain: 'Inténtelo de nuevo.',
  forgotCheckTitle: 'Revise su correo electrónico',
  forgotCheckText:
    'Si existe una cuenta para {email}, le enviamos instrucciones para restablecer su contraseña. El enlace es válido durante 1 hora.',
  forgotSend: 'Enviar enlace',

  resetTitle: 'Elija una contraseña nueva',
  resetSubtitle: 'Se cerrará la sesión en todos los dispositivos conectados a su cuenta.',
  resetInvalidTitle: 'Enlace de restablecimiento no válido',
  resetInvalidText: 'Este enlace para restablecer la contraseña no es válido o está incompleto. Pida uno nuevo.',
  resetRequestNew: 'Pedir un enlace nuevo para restablecer la contraseña',
  resetDone: 'Su contraseña se restableció correctamente',
  resetFailed: 'No se pudo restablecer la contraseña',
  resetNewLink: 'Pedir un enlace nuevo',
  newPassword: 'Contraseña nueva',
  resetSubmit: 'Restablecer la contraseña',

  verifyPageTitle: 'Verificación del correo electrónico',
  verifyLoading: 'Verificando su correo electrónico',
  verifyLoadingText: 'Verificando su correo electrónico…',
  verifyAlready: 'Ya está verificado',
  verifyDone: 'Correo electrónico verificado',
  verifyFailedHeading: 'No se pudo verificar',
  verifyFailed: 'No se pudo verificar el correo electrónico',
  verifyUnanswered: 'Ocurrió un error al verificar su correo electrónico',
} satisfies Translation<typeof en>;
