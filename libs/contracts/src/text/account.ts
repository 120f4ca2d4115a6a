/**
 * Texts of the account routes (issue 14).
 */

export const ACCOUNT_MESSAGES = {
  forgotAccepted:
    'If an account exists for that email, we have sent a link to reset the password. It works once, for 30 minutes.',
  codeAccepted:
    'If an account exists for that email, we have sent a 6-digit sign-in code. It works once, for 10 minutes.',
  resetDone: 'Your password has been changed. Please log in with the new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  codeInvalid: 'The code is wrong or has expired. Please check it or ask for a new one.',
  passwordChanged: 'Password changed. You have been signed out on your other devices.',
  passwordUnchanged: 'Please choose a password different from the current one.',
  passwordChangeRequired: 'Please choose a new password before you continue.',
  currentPasswordWrong: 'The current password is not correct.',
  profileSaved: 'Profile saved',
  emailChangeSent:
    'We have sent a confirmation link to the new address. Open it to finish the change.',
  emailSame: 'That is already your email address.',
  emailChanged: 'Your email address has been changed.',
  emailLinkInvalid: 'This confirmation link is invalid or has expired. Please ask for a new one.',
  resetLinkSent: 'A password reset link has been sent to the user’s email address.',
  accountDeleted: 'Your account has been deleted.',
  deleteNeedsProof: 'Please enter your password or a one-time code to confirm.',
  deleteProofWrong: 'The password or code is not correct.',
  adminCannotDeleteSelf:
    'An admin account cannot delete itself here. Ask another admin to remove it.',
  invalidLanguage: 'language must be one of: en, hi',
  invalidState: 'state must be one of the GST state codes, e.g. 09 for Uttar Pradesh.',
} as const;
