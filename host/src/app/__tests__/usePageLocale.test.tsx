import { act, render, screen } from '@testing-library/react';

import { usePageLocale } from '../usePageLocale';

function Shown() {
  return <p>{usePageLocale()}</p>;
}

function prefer(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
}

afterEach(() => prefer(['en-US']));

// The host speaks the visitor's first language that the screens have a catalogue for, and follows a change live.
describe('usePageLocale', () => {
  it('takes the first preferred language with a catalogue, region kept', () => {
    prefer(['fr-FR', 'es-MX', 'en']);
    render(<Shown />);
    expect(screen.getByText('es-MX')).toBeInTheDocument();
  });

  it('is English when no preferred language has a catalogue', () => {
    prefer(['fr-FR', 'de']);
    render(<Shown />);
    expect(screen.getByText('en')).toBeInTheDocument();
  });

  it('follows the browser when the visitor changes language', () => {
    prefer(['en-GB']);
    render(<Shown />);
    expect(screen.getByText('en-GB')).toBeInTheDocument();
    prefer(['es']);
    act(() => {
      window.dispatchEvent(new Event('languagechange'));
    });
    expect(screen.getByText('es')).toBeInTheDocument();
  });
});
