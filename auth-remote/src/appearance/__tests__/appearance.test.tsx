import { screen } from '@testing-library/react';

import { SignIn } from '../../sign-in/SignIn';
import { SignUp } from '../../sign-up/SignUp';
import { renderWithAuth } from '../../test/fakeAuth';
import { AppearanceProvider } from '../AppearanceContext';

/** The screen's root (the `main` landmark) and the value of one custom property set on it. */
const root = () => screen.getByRole('main');
const property = (name: string) => root().style.getPropertyValue(name);

// `appearance` sets the documented custom properties inline on the screen's root; the stylesheet does the rest.
describe('appearance', () => {
  it('sets each variable as its documented custom property and the scheme as data-color-scheme', () => {
    renderWithAuth(
      <SignIn
        appearance={{
          colorScheme: 'dark',
          variables: {
            colorPrimary: '#3b4cca',
            colorText: 'rgb(20 20 20)',
            colorBackground: 'ivory',
            colorDanger: '#c00',
            borderRadius: '2px',
            fontFamily: '"Inter", sans-serif',
            fontSize: '18px',
          },
        }}
      />,
    );
    expect(root()).toHaveAttribute('data-color-scheme', 'dark');
    expect(property('--thryve-color-primary')).toBe('#3b4cca');
    expect(property('--thryve-color-text')).toBe('rgb(20 20 20)');
    expect(property('--thryve-color-background')).toBe('ivory');
    expect(property('--thryve-color-danger')).toBe('#c00');
    expect(property('--thryve-border-radius')).toBe('2px');
    expect(property('--thryve-font-family')).toBe('"Inter", sans-serif');
    expect(property('--thryve-font-size')).toBe('18px');
  });

  it('without appearance: the light scheme and no inline property (the stylesheet defaults apply)', () => {
    renderWithAuth(<SignUp />);
    expect(root()).toHaveAttribute('data-color-scheme', 'light');
    expect(root().getAttribute('style') ?? '').toBe('');
  });

  it("the screen's own appearance wins over its provider's, variable by variable", () => {
    renderWithAuth(
      <AppearanceProvider
        appearance={{ colorScheme: 'system', variables: { colorPrimary: '#111111', borderRadius: '0' } }}
      >
        <SignUp appearance={{ variables: { colorPrimary: '#222222' } }} />
      </AppearanceProvider>,
    );
    expect(property('--thryve-color-primary')).toBe('#222222');
    expect(property('--thryve-border-radius')).toBe('0');
    expect(root()).toHaveAttribute('data-color-scheme', 'system');
  });

  it('ignores (and warns about) a value with ; { or }, an empty value and an unknown scheme', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderWithAuth(
        <SignIn
          appearance={{
            colorScheme: 'sepia' as 'light',
            variables: {
              colorPrimary: 'red; background: url(https://evil.test/)',
              colorText: '} body { display: none',
              colorDanger: ' ',
              fontSize: '20px',
            },
          }}
        />,
      );
      expect(property('--thryve-color-primary')).toBe('');
      expect(property('--thryve-color-text')).toBe('');
      expect(property('--thryve-color-danger')).toBe('');
      expect(property('--thryve-font-size')).toBe('20px');
      expect(root()).toHaveAttribute('data-color-scheme', 'light');
      expect(warn).toHaveBeenCalledWith(
        'Thryve appearance: ignored variables.colorPrimary, variables.colorText, variables.colorDanger (a value must be a non-empty string without ; { or })',
      );
    } finally {
      warn.mockRestore();
    }
  });
});
