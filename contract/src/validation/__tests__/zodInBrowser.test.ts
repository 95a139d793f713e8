import { z } from 'zod';

import { validateSignUpForm } from '../signUpSchema';
import { TODAY, VALID_FORM } from './validForm';

describe('zod in a browser', () => {
  it('runs without its eval probe: a page’s CSP (no unsafe-eval) would report it as a violation', () => {
    const probes = jest.spyOn(globalThis, 'Function');
    expect(validateSignUpForm(VALID_FORM, TODAY).ok).toBe(true);
    expect(probes).not.toHaveBeenCalled();
    expect(z.config().jitless).toBe(true);
  });
});
