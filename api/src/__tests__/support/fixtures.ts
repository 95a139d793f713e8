import { randomBytes } from 'node:crypto';

import type { RegisterPayload } from '@thryve/contract';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

export function pngBytes(size = 256): Buffer {
  return Buffer.concat([PNG_SIGNATURE, randomBytes(size - PNG_SIGNATURE.length)]);
}

export function jpegBytes(size = 256): Buffer {
  return Buffer.concat([JPEG_SIGNATURE, randomBytes(size - JPEG_SIGNATURE.length)]);
}

export function dataUrl(type: string, bytes: Buffer): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

export function validPayload(email: string, overrides: Partial<RegisterPayload> = {}): RegisterPayload {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    username: `ada_${email
      .split('@')[0]
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(-12)}`,
    password: 'Sup3r-Secret-Pa55',
    confirmPassword: 'Sup3r-Secret-Pa55',
    birthday: '1990-12-10',
    weight: 150,
    height: 66,
    profilePicture: dataUrl('image/png', pngBytes()),
    ...overrides,
  };
}
