/* No zod here: the sign-in and settings pages read these without the schema library. */

/** Two-factor sign-in (docs/decisions/075): what the server answers and the pages show. */
export const TWO_FACTOR_TEXT = {
  required: 'Turn on two-factor sign-in in your settings before using the admin area.',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  notSetUp: 'Set up two-factor sign-in first: scan the QR code, then enter a code.',
  notOn: 'Two-factor sign-in is not on.',
  wrongCode: 'That code is not right. Enter the newest code from your authenticator app, or an unused recovery code.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  signInExpired: 'Your sign-in has expired. Enter your email and password again.',
  turnedOff: 'Two-factor sign-in is off',
  /** The authenticator app's name for the account. */
  issuer: 'MortgageXperts',
} as const;
