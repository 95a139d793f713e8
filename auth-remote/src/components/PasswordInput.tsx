import { useMessages } from '@thryve/shared';
import { useState, type InputHTMLAttributes, type Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; ref?: Ref<HTMLInputElement> };

/** A password input with a toggle whose accessible name says what it will do ('Show password' / 'Hide password'). */
export function PasswordInput({ id, ref, ...inputProps }: Props) {
  const [visible, setVisible] = useState(false);
  const { t } = useMessages();
  return (
    <div className="thryve-auth__password">
      <input {...inputProps} id={id} ref={ref} type={visible ? 'text' : 'password'} className="thryve-auth__input" />
      <button
        type="button"
        className="thryve-auth__toggle"
        aria-controls={id}
        aria-label={t(visible ? 'password.hideLabel' : 'password.showLabel')}
        onClick={() => setVisible((value) => !value)}
      >
        {t(visible ? 'password.hide' : 'password.show')}
      </button>
    </div>
  );
}
