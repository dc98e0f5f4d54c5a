/** Signing in and up: the sign-in (and its second step), the two sign-ups and the forgotten password. */

import { FORM_HINTS } from '../../limits.ts';
import { TEXT } from '../../texts.ts';

export default {
  email: 'Email',
  password: 'Password',
  passwordHint: FORM_HINTS.password,
  confirmPassword: 'Confirm password',
  firstName: 'First name',
  lastName: 'Last name',
  nmlsId: 'NMLS ID',
  createAccount: 'Create account',
  alreadyHaveAccount: 'Already have an account?',
  signInLink: 'Sign in',

  signInTitle: 'Sign in',
  signInSubtitle: 'Welcome back to MortgageXperts.',
  signInButton: 'Sign in',
  newMxpert: 'New MortgageXpert?',
  createProAccount: 'Create a professional account',
  lookingForExpert: 'Looking for an expert?',
  createFreeAccount: 'Create a free account',
  forgotPasswordLink: 'Forgot password?',
  loginSuccessful: 'Login successful!',
  loginFailed: 'Login failed',
  verificationSent: 'Verification email sent! Please check your inbox.',
  verificationNotSent: 'Failed to send verification email. Please try again.',

  verifyTitle: 'Email Verification Required',
  verifyDescription: 'Please verify your email address before signing in. We sent a link to {email}; we can send a new one.',
  cancel: 'Cancel',
  resendVerification: 'Resend Verification Email',

  twoFactorIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  twoFactorCode: 'Code',
  twoFactorRemember: 'Remember this browser for 30 days',
  twoFactorVerify: 'Verify',
  twoFactorFailed: 'That code did not work',

  signUpTitle: 'Become a MortgageXpert',
  signUpSubtitle:
    'Create your professional account. You will verify your email, complete a short onboarding, and our team will review your profile.',
  signUpCreated: 'Account created successfully!',
  signUpFailed: 'Registration failed',

  signUpSuccessTitle: 'Check your email',
  signUpSuccessText:
    'Your account has been created. We sent you a verification link: open it to verify your email address, then sign in to start your onboarding.',
  signUpSuccessHint: 'The link stays valid for 24 hours. No email? Check your spam folder, or sign in to request a new link.',
  goToSignIn: 'Go to sign in',

  createAccountTitle: 'Create your free account',
  createAccountSubtitle: 'Keep track of the messages and credit optimization requests you send to MortgageXperts.',
  createAccountFailed: 'Unable to create account. Please try again.',
  createAccountFailedTitle: 'Registration Failed',
  createdTitle: 'Check your e-mail to continue',
  createdText:
    'We sent an e-mail to {email}. Open the link in it to verify your address, then sign in to follow your messages and requests.',
  createdSignIn: 'Sign In',

  forgotTitle: 'Forgot your password?',
  forgotSubtitle: 'Enter the email address of your account and we will send you a link to choose a new password.',
  forgotBack: 'Back to sign in',
  forgotSent: 'Password reset instructions sent!',
  forgotNotSent: 'Failed to send reset email',
  forgotTryAgain: 'Please try again.',
  forgotCheckTitle: 'Check your email',
  forgotCheckText:
    'If an account exists for {email}, we have sent instructions to reset your password. The link stays valid for 1 hour.',
  forgotSend: 'Send reset link',

  resetTitle: 'Choose a new password',
  resetSubtitle: 'Every device signed in to your account will be signed out.',
  resetInvalidTitle: 'Invalid Reset Link',
  resetInvalidText: 'This password reset link is invalid or incomplete. Please ask for a new one.',
  resetRequestNew: 'Request a new reset link',
  resetDone: TEXT.passwordReset,
  resetFailed: 'Failed to reset password',
  resetNewLink: 'Request a new link',
  newPassword: 'New password',
  resetSubmit: 'Reset password',

  verifyPageTitle: 'Email verification',
  verifyLoading: 'Verifying your email',
  verifyLoadingText: 'Verifying your email…',
  verifyAlready: 'Already verified',
  verifyDone: 'Email verified',
  verifyFailedHeading: 'Verification failed',
  verifyFailed: 'Email verification failed',
  verifyUnanswered: 'An error occurred while verifying your email',
} as const;
