import { checkEndpointUrl, endpointPolicyFor, isEndpointUrlError, refusedAddress } from '../endpointUrl';

/** A resolver that answers from a table, as DNS would. */
const dns =
  (table: Record<string, string[]>) =>
  async (host: string): Promise<string[]> => {
    const answer = table[host];
    if (!answer) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return answer;
  };

const refusal = async (url: string, policy: 'production' | 'development', table: Record<string, string[]> = {}) => {
  const error = await checkEndpointUrl(url, policy, dns(table)).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isEndpointUrlError(error)) throw new Error(`${url} was not refused with an EndpointUrlError: ${String(error)}`);
  return error.message;
};

describe('refusedAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'linkLocal'],
    ['2002:7f00:1::', '6to4'],
  ])('refuses %s in production (%s)', (address, range) => {
    expect(refusedAddress(address, 'production')).toContain(range);
  });

  it.each(['93.184.215.14', '2606:4700::6810:84e5', '::ffff:93.184.215.14', '64:ff9b::5db8:d70e'])(
    'allows the public address %s',
    (address) => {
      expect(refusedAddress(address, 'production')).toBeNull();
      expect(refusedAddress(address, 'development')).toBeNull();
    },
  );

  it('allows loopback in development only, and nothing else private', () => {
    expect(refusedAddress('127.0.0.1', 'development')).toBeNull();
    expect(refusedAddress('::1', 'development')).toBeNull();
    expect(refusedAddress('::ffff:127.0.0.1', 'development')).toBeNull();
    expect(refusedAddress('10.0.0.1', 'development')).toContain('private');
    expect(refusedAddress('169.254.169.254', 'development')).toContain('linkLocal');
  });
});

describe('checkEndpointUrl', () => {
  it('accepts an https URL whose host resolves only to public addresses, and gives them', async () => {
    const checked = await checkEndpointUrl(
      'https://hooks.example.com/thryve?x=1',
      'production',
      dns({ 'hooks.example.com': ['93.184.215.14', '2606:4700::6810:84e5'] }),
    );
    expect(checked.url.href).toBe('https://hooks.example.com/thryve?x=1');
    expect(checked.addresses).toEqual(['93.184.215.14', '2606:4700::6810:84e5']);
  });

  it('refuses a name that resolves to a private address, even beside a public one (IPv4 or IPv6)', async () => {
    expect(
      await refusal('https://rebind.example/', 'production', { 'rebind.example': ['93.184.215.14', '10.0.0.5'] }),
    ).toMatch(/10\.0\.0\.5 is a private address.*rebind\.example resolves to it/);
    expect(await refusal('https://v6.example/', 'production', { 'v6.example': ['2606:4700::1', 'fd12::1'] })).toContain(
      'uniqueLocal',
    );
    expect(await refusal('https://meta.example/', 'development', { 'meta.example': ['169.254.169.254'] })).toContain(
      'linkLocal',
    );
  });

  it.each([
    'https://127.0.0.1/',
    'https://2130706433/',
    'https://0x7f.1/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fd00:ec2::254]/',
    'https://10.0.0.1:8443/',
  ])('refuses the literal address in %s in production', async (url) => {
    expect(await refusal(url, 'production')).toMatch(/^Refused: .* address/);
  });

  it('refuses localhost in production through what it resolves to', async () => {
    expect(await refusal('https://localhost/', 'production', { localhost: ['127.0.0.1', '::1'] })).toContain(
      'localhost resolves to it',
    );
  });

  it('in development, allows http to loopback only: by name, IPv4 and IPv6', async () => {
    const local = dns({ localhost: ['::1', '127.0.0.1'] });
    for (const url of ['http://localhost:4000/hooks', 'http://127.0.0.1:4000/', 'http://[::1]:4000/']) {
      await expect(checkEndpointUrl(url, 'development', local)).resolves.toMatchObject({ url: new URL(url) });
    }
    expect(await refusal('http://hooks.example.com/', 'development', { 'hooks.example.com': ['93.184.215.14'] })).toBe(
      'http:// is allowed only for loopback endpoints (localhost, 127.0.0.1, [::1]); use https://',
    );
    expect(await refusal('http://192.168.0.10/', 'development')).toContain('private');
  });

  it('refuses http in production, even to a public address', async () => {
    expect(await refusal('http://93.184.215.14/', 'production')).toContain('must use https://');
  });

  it('refuses what is not an http(s) URL, credentials in the URL, and a name that does not resolve', async () => {
    expect(await refusal('hooks.example.com/x', 'production')).toContain('is not a URL');
    expect(await refusal('ftp://hooks.example.com/', 'production')).toContain('ftp: URLs cannot receive webhooks');
    expect(await refusal('file:///etc/passwd', 'development')).toContain('file: URLs');
    expect(await refusal('https://user:pw@hooks.example.com/', 'production')).toContain('user name or password');
    expect(await refusal('https://nowhere.example/', 'production')).toBe(
      'nowhere.example could not be resolved (ENOTFOUND)',
    );
    expect(await refusal('https://empty.example/', 'production', { 'empty.example': [] })).toContain('no address');
  });
});

describe('endpointPolicyFor', () => {
  it('is development for a demo-* project or the embedded database, production otherwise', () => {
    expect(endpointPolicyFor('demo-thryve', 'postgres://db/x')).toBe('development');
    expect(endpointPolicyFor('thryve-prod', undefined)).toBe('development');
    expect(endpointPolicyFor('thryve-prod', 'postgres://db/x')).toBe('production');
  });
});
