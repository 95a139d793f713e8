import { LIMITS } from './limits';

const DATA_URL_PATTERN = /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The first bytes every file of the type starts with. */
const SIGNATURES: Record<string, readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

export type PictureProblem = 'invalid-type' | 'too-large';

/** Checks a file the user picked, before it is read: jpeg/png only, under 5 MB. */
export function checkPictureFile(file: { type: string; size: number }): PictureProblem | null {
  if (!LIMITS.pictureTypes.includes(file.type)) return 'invalid-type';
  if (file.size >= LIMITS.pictureMaxBytes) return 'too-large';
  return null;
}

export interface DecodedPicture {
  contentType: 'image/jpeg' | 'image/png';
  base64: string;
  byteLength: number;
}

/** Parses a jpeg/png base64 data URL; null when it is not one. */
export function parsePictureDataUrl(dataUrl: string): DecodedPicture | null {
  const match = DATA_URL_PATTERN.exec(dataUrl);
  if (!match) return null;
  const base64 = match[2];
  if (base64.length % 4 !== 0) return null;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return {
    contentType: match[1] as DecodedPicture['contentType'],
    base64,
    byteLength: (base64.length / 4) * 3 - padding,
  };
}

/** True when the decoded bytes start with the signature of the declared type (a png renamed to gif fails). */
export function pictureSignatureMatches(picture: DecodedPicture): boolean {
  const signature = SIGNATURES[picture.contentType];
  const head = atob(picture.base64.slice(0, 16));
  return signature.every((byte, index) => head.charCodeAt(index) === byte);
}
