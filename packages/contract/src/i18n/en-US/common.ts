/** Texts every page may show: the language switch and what goes around it. */
export default {
  languageSwitchLabel: 'Language',
  languageSwitchTo: 'Ver en español',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  currentLanguage: 'English',
} as const;
