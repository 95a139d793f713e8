import type { ChangeEvent } from 'react';

import { errorProps, FieldError } from '../components/FieldError';

const INPUT_ID = 'thryve-signup-profilePicture';
const ERROR_ID = `${INPUT_ID}-error`;

interface Props {
  /** Data URL of the chosen picture, or '' when none (or when it was too large to read). */
  preview: string;
  error?: string;
  onPick(file: File, input: HTMLInputElement): void;
}

/**
 * The profile-picture picker: a real file input, visually hidden but focusable, whose visible label is styled as
 * the upload button (keyboard and screen readers reach the input itself), and a preview of the chosen image.
 */
export function PicturePicker({ preview, error, onPick }: Props) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) onPick(file, event.target);
  }

  return (
    <div className="thryve-auth__picture">
      {preview && <img className="thryve-auth__preview" src={preview} alt="Profile preview" />}
      <FieldError id={ERROR_ID} message={error} />
      <input
        id={INPUT_ID}
        className="thryve-auth__visually-hidden"
        type="file"
        name="profilePicture"
        accept="image/jpeg,image/png"
        onChange={handleChange}
        {...errorProps(ERROR_ID, error)}
      />
      <label htmlFor={INPUT_ID} className="thryve-auth__button thryve-auth__button--secondary">
        Upload profile picture
      </label>
    </div>
  );
}
