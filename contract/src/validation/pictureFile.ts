// The check of a picked file, apart from the data URL's decoding (picture.ts): the sign-up screen needs this one
// function on its first render, and the decoders only with the rules, which load later.
import { LIMITS } from './limits';

export type PictureProblem = 'invalid-type' | 'too-large';

/** Checks a file the user picked, before it is read: jpeg/png only, under 5 MB. */
export function checkPictureFile(file: { type: string; size: number }): PictureProblem | null {
  if (!LIMITS.pictureTypes.includes(file.type)) return 'invalid-type';
  if (file.size >= LIMITS.pictureMaxBytes) return 'too-large';
  return null;
}
