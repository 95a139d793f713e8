import { createRegisterPayloadSchema, LIMITS } from '@thryve/contract/validation';
import fc from 'fast-check';
import { z } from 'zod';

import { dataUrl, jpegBytes, pngBytes, validPayload } from './support/fixtures';

/**
 * The API validates registrations with zod's compiled schemas (`import 'zod/compile'` in app.ts): the answers must
 * be the interpreted schema's, to the message, for any body. Compiled once here in strict mode, which throws where
 * the global mode would silently fall back to the interpreter (and lose the speed bench/README.md records).
 */
const TODAY = '2026-11-24';
const interpreted = createRegisterPayloadSchema(TODAY);

function outcome(result: ReturnType<typeof interpreted.safeParse>) {
  return result.success ? { success: true, data: result.data } : { success: false, issues: result.error.issues };
}

const fieldNames = Object.keys(validPayload('x@example.test'));

const pictures = fc.constantFrom(
  dataUrl('image/png', pngBytes()),
  dataUrl('image/jpeg', jpegBytes()),
  dataUrl('image/jpeg', pngBytes()), // the declared type is not the bytes' type
  dataUrl('image/gif', pngBytes()),
  `${dataUrl('image/png', pngBytes())}=`, // misplaced padding
  dataUrl('image/png', pngBytes()).replace('+', '-'), // base64url
  `data:image/png;base64,${' '.repeat(8)}`,
  dataUrl('image/png', pngBytes(LIMITS.pictureMaxBytes)), // exactly the limit: too large
  null,
);

/** Bodies near a valid one: fields replaced by anything or by near-miss values, some removed, extra keys added. */
const nearValidBody = fc
  .record({
    replaced: fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(fc.jsonValue(), fc.string()), { maxKeys: 4 }),
    picture: pictures,
    removed: fc.subarray(fieldNames, { maxLength: 3 }),
    extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { maxKeys: 2 }),
  })
  .map(({ replaced, picture, removed, extra }) => {
    const body: Record<string, unknown> = { ...validPayload('ada@example.com'), profilePicture: picture };
    Object.assign(body, extra, replaced);
    for (const key of removed) delete body[key];
    return body;
  });

describe('the registration schema, compiled as the API uses it', () => {
  it('keeps zod’s JIT on a server: the shared schemas run without it only in a browser', () => {
    expect(z.config().jitless).not.toBe(true);
  });

  it('compiles without falling back to the interpreter', () => {
    expect(() => z.compile(createRegisterPayloadSchema(TODAY), { strict: true })).not.toThrow();
  });

  it('gives the same data and the same issues as the interpreted schema, for any body', () => {
    const compiled = z.compile(createRegisterPayloadSchema(TODAY), { strict: true });
    expect(outcome(compiled.safeParse(validPayload('ada@example.com'))).success).toBe(true);
    fc.assert(
      fc.property(fc.oneof(nearValidBody, nearValidBody, nearValidBody, fc.jsonValue(), fc.object()), (body) => {
        expect(outcome(compiled.safeParse(body))).toEqual(outcome(interpreted.safeParse(body)));
      }),
      { numRuns: 500 },
    );
  });
});
