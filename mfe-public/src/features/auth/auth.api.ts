/**
 * The store's endpoints for the auth pages that need a session (the forced new password, the e-mail
 * change's confirmation): the panels use the same session. Pages without a session use public-auth.api.ts.
 */
export {
  errorMessage,
  useChangePasswordMutation,
  useConfirmEmailChangeMutation,
} from '@yoga/api-client';
