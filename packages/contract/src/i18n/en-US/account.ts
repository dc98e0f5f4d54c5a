/** The signed-in user's settings pages. */

import { ACCOUNT_TEXT } from '../../account-texts.ts';

export default {
  languageTitle: 'Language',
  languageDescription: "The language of your account's pages and of the emails we send you.",
  languageLabel: 'Language',
  languageSave: 'Save language',
  languageSaved: ACCOUNT_TEXT.languageSaved,
  languageNotSaved: 'Your language could not be saved',
} as const;
