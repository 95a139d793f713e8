import type { ProfileRow } from '../../db/schema';
import { toUserProfile, userProfileJson } from '../profileView';

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
    expect(toUserProfile(row(), 'admin')).toEqual({
      id: 'uid-1',
      ...FIELDS,
      role: 'admin',
      pictureUrl: `api/Identity/user/picture?v=${'ab'.repeat(8)}`,
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-02-03T04:05:06.000Z',
    });
    expect(toUserProfile(row({ pictureHash: null }), null).pictureUrl).toBeNull();
  });

  it("follows the caller's role on a remembered row, and a new row's data", () => {
    const remembered = row();
    expect(toUserProfile(remembered, 'admin').role).toBe('admin');
    expect(toUserProfile(remembered, null).role).toBeNull();
    expect(toUserProfile(remembered, 'admin').role).toBe('admin');
    expect(toUserProfile(row({ firstName: 'Grace' }), 'admin').firstName).toBe('Grace');
  });

  it("as JSON text: the view itself, following the caller's role and a new row's data", () => {
    const remembered = row();
    expect(JSON.parse(userProfileJson(remembered, 'admin'))).toEqual(toUserProfile(remembered, 'admin'));
    expect(JSON.parse(userProfileJson(remembered, null)).role).toBeNull();
    expect(JSON.parse(userProfileJson(remembered, 'admin')).role).toBe('admin');
    expect(JSON.parse(userProfileJson(row({ weight: 61 }), 'admin')).weight).toBe(61);
  });

  it('cannot be altered by one answer for the next', () => {
    const remembered = row();
    const first = toUserProfile(remembered, null);
    expect(() => Object.assign(first, { email: 'other@example.com' })).toThrow(TypeError);
    expect(toUserProfile(remembered, null).email).toBe('ada@example.com');
  });
});
