/** Texts that the server answers and the web app recognises or shows; one place for both. */
export const TEXT = {
  /** /metrics asked without the monitoring token (an operator's scraper, not a page). */
  metricsToken: 'The metrics need the monitoring token: send Authorization: Bearer <METRICS_TOKEN>.',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address before signing in.',
  accountDeactivated: 'Your account has been deactivated. Please contact support.',
  registered: 'Account created successfully! Please check your email to verify your account.',
  forgotPasswordSent: 'If an account exists for that email, password reset instructions have been sent.',
  verificationResent: 'If that account exists and is not yet verified, a new verification email has been sent.',
  passwordReset: 'Your password has been reset successfully',
  invalidResetToken: 'Invalid or missing reset token',
  emailVerified: 'Your email has been verified successfully!',
  /** A verification link opened again after the address was verified: nothing failed. */
  emailAlreadyVerified: 'Your email address is already verified. You can sign in.',
  invalidVerificationToken: 'This verification link is invalid or has expired.',
  noVerificationToken: 'No verification token provided',
  loggedOut: 'Logged out',
  commonPassword: 'This password is too common. Please choose a different one.',
  authenticationRequired: 'Authentication required',
  forbidden: 'You do not have permission to do that.',
  csrfRejected: 'This request was refused because it did not come from the MortgageXperts site.',
  notFound: 'Not found',
  checkInput: 'Please check your input and try again',
  genericError: 'An error occurred. Please try again',
  tooManyRequests: 'Too many requests. Please try again later.',
  payloadTooLarge: 'The request is too large.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  /** The document title of the guard screens, whatever page they stand in for. */
  accessDeniedTitle: 'Access Denied | MortgageXperts',
} as const;

/** The header every state-changing request carries. */
export const AJAX_HEADER = 'X-Requested-With';
export const AJAX_HEADER_VALUE = 'XMLHttpRequest';
