import type { DecodedPicture } from '@thryve/contract/validation';

import type { ProfileInput } from '../db/profileRepository';

/** The body limit of the routes that take a picture: 5 MB of picture is about 6.7 MB of base64, plus the fields. */
export const PICTURE_BODY_LIMIT = 7 * 1024 * 1024;

/** The bytes validation decoded (a Buffer on Node), viewed as a Buffer without a copy. */
export function storedPicture(picture: DecodedPicture | null): ProfileInput['picture'] {
  return picture
    ? {
        contentType: picture.contentType,
        bytes: Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.length),
      }
    : null;
}
