import { EN_MESSAGES } from '@thryve/contract';
import { checkPictureFile } from '@thryve/contract/validation';

import { readDataUrl } from './readDataUrl';

// From the shared singleton's catalogue: `SIGN_UP_MESSAGES` of `@thryve/contract/validation` would bundle a second
// copy of the English catalogue into the sign-up screen.
const PICTURE_INVALID_TYPE = EN_MESSAGES['validation.pictureInvalidType'];

/**
 * The picture rules of spec sections 5 and 8 for a file the user picked: another type than jpeg/png is alerted
 * ('Invalid file') and not kept (null: the previous choice stays); one of 5 MB or more is not read (`tooLarge`: its
 * message shows when the form is sent); else its data URL. `alertText` puts the alert in the screen's language.
 */
export async function readPickedPicture(
  file: File,
  input: HTMLInputElement,
  alertText: (english: string) => string = (english) => english,
): Promise<{ tooLarge: boolean; dataUrl: string } | null> {
  const problem = checkPictureFile(file);
  if (problem === 'invalid-type') {
    input.value = '';
    window.alert(alertText(PICTURE_INVALID_TYPE));
    return null;
  }
  if (problem === 'too-large') return { tooLarge: true, dataUrl: '' };
  return { tooLarge: false, dataUrl: await readDataUrl(file) };
}
