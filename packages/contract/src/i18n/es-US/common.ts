import type en from '../en-US/common.ts';
import type { Translation } from '../messages.ts';

export default {
  languageSwitchLabel: 'Idioma',
  languageSwitchTo: 'View in English',
  currentLanguage: 'Español',
} satisfies Translation<typeof en>;
