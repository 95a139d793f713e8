import { useEffect, useId, useRef, type ChangeEvent, type ReactNode } from 'react';

import { errorProps, FieldError } from './FieldError';

interface Props {
  /** Data URL of the chosen picture, or '' when none (or when it was too large to read). */
  preview: string;
  error?: string;
  /** The upload button's text and the preview's alternative text, from the message catalogue. */
  buttonLabel: string;
  previewLabel: string;
  onPick(file: File, input: HTMLInputElement): void;
  /** More actions on the picture, after the upload button (the account screen's 'Remove picture'). */
  children?: ReactNode;
}

/**
 * The profile-picture picker: a real file input, visually hidden but focusable, whose visible label is styled as
 * the upload button (keyboard and screen readers reach the input itself), and a preview of the chosen image.
 */
export function PicturePicker({ preview, error, onPick, buttonLabel, previewLabel, children }: Props) {
  const inputId = `${useId()}profilePicture`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  // A picture picked in the prerendered form, before the screen ran (see hydration.ts), is taken as picked now.
  const pickOnHydration = useRef(onPick);
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (input.current && file) pickOnHydration.current(file, input.current);
  }, []);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) onPick(file, event.target);
  }

  return (
    <div className="thryve-auth__picture">
      {preview && <img className="thryve-auth__preview" src={preview} alt={previewLabel} />}
      <FieldError id={errorId} message={error} />
      <input
        ref={input}
        id={inputId}
        className="thryve-auth__visually-hidden"
        type="file"
        name="profilePicture"
        accept="image/jpeg,image/png"
        onChange={handleChange}
        {...errorProps(errorId, error)}
      />
      <label htmlFor={inputId} className="thryve-auth__button thryve-auth__button--secondary">
        {buttonLabel}
      </label>
      {children}
    </div>
  );
}
