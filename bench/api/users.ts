import { randomBytes } from 'node:crypto';

import { authEmulator } from '../../scripts/testing/authEmulator';

const PASSWORD = 'bench-password-1';

/** A png signature and `size` random bytes: incompressible, like a real picture. */
function png(size: number): string {
  const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size)]);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

/** An emulator account with its headers and two registration bodies that differ only in their 20 KB picture. */
export interface BenchUser {
  headers: Record<string, string>;
  bodies: [string, string];
}

export async function benchUser(emulatorHost: string): Promise<BenchUser> {
  const id = randomBytes(5).toString('hex');
  const email = `bench-${id}@example.test`;
  const { idToken: token } = await authEmulator(`http://${emulatorHost}`).signUp(email, PASSWORD);
  const body = (picture: string) =>
    JSON.stringify({
      firstName: 'Bench',
      lastName: 'User',
      email,
      username: `bench_${id}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      birthday: '1990-01-01',
      weight: 150,
      height: 66,
      profilePicture: picture,
    });
  return {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    bodies: [body(png(20_000)), body(png(20_000))],
  };
}

/** Registers each user through the API (first body), so that GET /api/Identity/user finds a profile. */
export async function register(apiUrl: string, users: BenchUser[]): Promise<void> {
  for (const user of users) {
    const response = await fetch(`${apiUrl}/api/Identity/register`, {
      method: 'POST',
      headers: user.headers,
      body: user.bodies[0],
    });
    if (response.status !== 201 && response.status !== 200)
      throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  }
}
