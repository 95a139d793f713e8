import { checkPseudoLocale, pseudoLocalization } from '../pseudoLocale';

// The check the pseudo-locale tests rely on: it must see every kind of string a person reads or hears.
describe('checkPseudoLocale', () => {
  const pseudo = pseudoLocalization();

  afterEach(() => {
    document.body.innerHTML = '';
    document.title = '';
  });

  it('marks every message with its id, keeping placeholders to fill', () => {
    expect(pseudo['signIn.heading']).toBe('⟦signIn.heading|Sign in⟧');
    expect(pseudo['signIn.noAccount']).toContain('{brandName}');
  });

  it('passes marked texts, allowed values, numbers and punctuation, and reports what it saw', () => {
    document.title = `${pseudo['signIn.heading']} · Acme`;
    document.body.innerHTML = `<p>${pseudo['signIn.email']}: ada@example.com (42).</p><img alt="${pseudo['signUp.picturePreview']}">`;
    const { foreign, seen } = checkPseudoLocale(document.body, ['Acme', 'ada@example.com']);
    expect(foreign).toEqual([]);
    expect([...seen].sort()).toEqual(['signIn.email', 'signIn.heading', 'signUp.picturePreview']);
  });

  it.each([
    ['a text node', '<p>Sign in</p>'],
    ['a text beside a marked one', `<p>${pseudo['signIn.email']} or phone</p>`],
    ['an aria-label', `<button aria-label="Close">${pseudo['signIn.submit']}</button>`],
    ['a title attribute', '<span title="More"></span>'],
    ['a placeholder', '<input placeholder="you@example.com">'],
    ['an alt text', '<img alt="Logo">'],
    ['a <title> element', '<svg><title>Logo</title></svg>'],
  ])('fails on %s that is not from the catalogue', (_kind, html) => {
    document.body.innerHTML = html;
    expect(checkPseudoLocale(document.body).foreign).not.toEqual([]);
  });

  it('passes a message filled into another’s placeholder, and sees both; a bare text beside them still fails', () => {
    const nested = pseudo['account.passkeyLastUsed'].replace('{date}', pseudo['account.passkeyNeverUsed']);
    document.body.innerHTML = `<p>${nested}</p>`;
    const { foreign, seen } = checkPseudoLocale(document.body);
    expect(foreign).toEqual([]);
    expect([...seen].sort()).toEqual(['account.passkeyLastUsed', 'account.passkeyNeverUsed']);

    document.body.innerHTML = `<p>${nested} Never</p>`;
    expect(checkPseudoLocale(document.body).foreign).not.toEqual([]);
  });

  it("fails on the document's title", () => {
    document.title = 'Sign in · Thryve Health';
    expect(checkPseudoLocale(document.body, ['Thryve Health']).foreign).toEqual(['Sign in · Thryve Health']);
  });
});
