import { useMessages } from '@thryve/shared';
import { useState, type InputHTMLAttributes, type Ref } from 'react';

import { useHydrated } from './hydration';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; ref?: Ref<HTMLInputElement> };

/**
 * A password input with a toggle whose accessible name says what it will do ('Show password' / 'Hide password'). The
 * toggle is disabled while the screen is HTML only (prerendered): a press then would do nothing.
 */
export function PasswordInput({ id, ref, ...inputProps }: Props) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const { t } = useMessages();
  return (
    <div className="thryve-auth__password">
      <input {...inputProps} id={id} ref={ref} type={visible ? 'text' : 'password'} className="thryve-auth__input" />
      <button
        type="button"
        className="thryve-auth__toggle"
        aria-controls={id}
        aria-label={t(visible ? 'password.hideLabel' : 'password.showLabel')}
        disabled={!hydrated}
        onClick={() => setVisible((value) => !value)}
      >
        {t(visible ? 'password.hide' : 'password.show')}
      </button>
    </div>
  );
}
