/** Login and registration use the shared endpoints (the panels use the same session). */
export { errorMessage, useLoginMutation, useRegisterMutation } from '@yoga/api-client';
