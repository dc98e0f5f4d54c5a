/** Texts every page may show: the language switch and what goes around it. */
export default {
  languageSwitchLabel: 'Language',
  languageSwitchTo: 'Ver en español',
  currentLanguage: 'English',
} as const;
