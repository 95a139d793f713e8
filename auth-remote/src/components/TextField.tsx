import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';

import { errorProps, FieldError } from './FieldError';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  /** Set when the message is shown by the caller (one message for several fields). */
  sharedErrorId?: string;
  /** Replaces the plain input (e.g. the password input with its toggle); gets the same props. */
  render?: (inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string }) => ReactNode;
};

/** What a form hands a TextField for one of its values: ids, value, message and change handler. */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** Label, then the field's message (above the field, spec section 5), then the input. */
export function TextField({ id, label, error, sharedErrorId, render, ...inputProps }: Props) {
  const errorId = sharedErrorId ?? `${id}-error`;
  const props = { ...inputProps, id, className: 'thryve-auth__input', ...errorProps(errorId, error) };
  return (
    <div className="thryve-auth__field">
      <label className="thryve-auth__label" htmlFor={id}>
        {label}
      </label>
      {!sharedErrorId && <FieldError id={errorId} message={error} />}
      {render ? render(props) : <input {...props} />}
    </div>
  );
}
