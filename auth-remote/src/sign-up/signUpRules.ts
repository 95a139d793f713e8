import type { validateSignUpForm } from '@thryve/contract/validation';

/**
 * The sign-up rules (the zod schema shared with the API, with zod itself) are not needed to show the form: they load
 * when the user first focuses it (SignUp calls this then) and Create waits for them if they are not there yet.
 * The bundler keeps the loaded chunk, and forgets a failed load, so the next Create tries again.
 */
export function loadSignUpRules(): Promise<typeof validateSignUpForm> {
  return import('@thryve/contract/validation').then((module) => module.validateSignUpForm);
}
