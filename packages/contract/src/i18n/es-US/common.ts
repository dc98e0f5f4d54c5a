import type en from '../en-US/common.ts';
import type { Translation } from '../messages.ts';

export default {
  languageSwitchLabel: 'Idioma',
  languageSwitchTo: 'View in English',
  showPassword: 'Mostrar la contraseña',
  hidePassword: 'Ocultar la contraseña',
  currentLanguage: 'Español',
} satisfies Translation<typeof en>;
