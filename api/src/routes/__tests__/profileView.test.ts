import type { ProfileRow } from '../../db/schema';
import { toUserProfile, userProfileJson } from '../profileView';

const ADMIN = { role: 'admin', emailVerified: false };
const ADMIN_VERIFIED = { role: 'admin', emailVerified: true };
const MEMBER = { role: null, emailVerified: false };

/** What the view shows as stored. */
const FIELDS = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  birthday: '1990-12-10',
  height: 170,
  weight: 60,
};

function row(overrides: Partial<ProfileRow> = {}): ProfileRow {
  return {
    uid: 'uid-1',
    ...FIELDS,
    pictureHash: 'ab'.repeat(32),
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
    updatedAt: new Date('2026-02-03T04:05:06.000Z'),
    ...overrides,
  } as ProfileRow;
}

describe('the profile view', () => {
  it('shows the row with its role, dates as ISO text and a picture URL that changes with the picture', () => {
    expect(toUserProfile(row(), ADMIN_VERIFIED)).toEqual({
      id: 'uid-1',
      ...FIELDS,
      role: 'admin',
      pictureUrl: `api/Identity/user/picture?v=${'ab'.repeat(8)}`,
      emailVerified: true,
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-02-03T04:05:06.000Z',
    });
    expect(toUserProfile(row({ pictureHash: null }), MEMBER).pictureUrl).toBeNull();
  });

  it("follows the caller's role on a remembered row, and a new row's data", () => {
    const remembered = row();
    expect(toUserProfile(remembered, ADMIN).role).toBe('admin');
    expect(toUserProfile(remembered, MEMBER).role).toBeNull();
    expect(toUserProfile(remembered, ADMIN).role).toBe('admin');
    expect(toUserProfile(row({ firstName: 'Grace' }), ADMIN).firstName).toBe('Grace');
  });

  it("as JSON text: the view itself, following the caller's role and a new row's data", () => {
    const remembered = row();
    expect(JSON.parse(userProfileJson(remembered, ADMIN))).toEqual(toUserProfile(remembered, ADMIN));
    expect(JSON.parse(userProfileJson(remembered, MEMBER)).role).toBeNull();
    expect(JSON.parse(userProfileJson(remembered, ADMIN)).role).toBe('admin');
    expect(JSON.parse(userProfileJson(row({ weight: 61 }), ADMIN)).weight).toBe(61);
  });

  it("follows the caller's email verification on a remembered row, as JSON text too", () => {
    const remembered = row();
    expect(JSON.parse(userProfileJson(remembered, MEMBER)).emailVerified).toBe(false);
    expect(JSON.parse(userProfileJson(remembered, { role: null, emailVerified: true })).emailVerified).toBe(true);
    expect(toUserProfile(remembered, MEMBER).emailVerified).toBe(false);
    expect(JSON.parse(userProfileJson(remembered, ADMIN_VERIFIED))).toMatchObject({
      role: 'admin',
      emailVerified: true,
    });
  });

  it('cannot be altered by one answer for the next', () => {
    const remembered = row();
    const first = toUserProfile(remembered, MEMBER);
    expect(() => Object.assign(first, { email: 'other@example.com' })).toThrow(TypeError);
    expect(toUserProfile(remembered, MEMBER).email).toBe('ada@example.com');
  });
});
