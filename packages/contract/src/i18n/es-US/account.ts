import type en from '../en-US/account.ts';
import type { Translation } from '../messages.ts';

export default {
  languageTitle: 'Idioma',
  languageDescription: 'El idioma de las páginas de su cuenta y de los correos electrónicos que le enviamos.',
  languageLabel: 'Idioma',
  languageSave: 'Guardar idioma',
  languageSaved: 'Se guardó su idioma. Le escribiremos en este idioma.',
  languageNotSaved: 'No se pudo guardar su idioma',
} satisfies Translation<typeof en>;
