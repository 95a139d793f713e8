import {
  clearStoredToken,
  rememberChoice,
  setRememberChoice,
  storedTokenLocation,
  storeToken,
  TOKEN_STORAGE_KEY,
} from '../tokenStorage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token storage', () => {
  it('keeps the token under thryve_token in localStorage when remembered, sessionStorage when not', () => {
    storeToken('t1', true);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t1');
    expect(storedTokenLocation()).toBe('local');
    storeToken('t2', false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t2');
    expect(storedTokenLocation()).toBe('session');
    clearStoredToken();
    expect(storedTokenLocation()).toBeNull();
  });

  it('remembers by default and keeps the choice for later refreshes of this tab', () => {
    expect(TOKEN_STORAGE_KEY).toBe('thryve_token');
    expect(rememberChoice()).toBe(true);
    setRememberChoice(false);
    expect(rememberChoice()).toBe(false);
    setRememberChoice(true);
    expect(rememberChoice()).toBe(true);
  });
});
