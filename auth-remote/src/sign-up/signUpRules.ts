import type { validateSignUpForm } from '@thryve/shared/validation';

let rules: Promise<typeof validateSignUpForm> | undefined;

/**
 * The sign-up rules (the zod schema shared with the API, ~20 KB br) are not needed to show the form: they load
 * when the user first focuses it (SignUp calls this then) and Create waits for them if they are not there yet.
 * A failed load is forgotten, so the next Create tries again.
 */
export function loadSignUpRules(): Promise<typeof validateSignUpForm> {
  rules ??= import('@thryve/shared/validation').then(
    (module) => module.validateSignUpForm,
    (error: unknown) => {
      rules = undefined;
      throw error;
    },
  );
  return rules;
}
