import { deleteAccount, deleteFirebaseUser } from '../accountDeletion';

/** Records the steps in the order they ran; `failAt` makes one of them reject. */
function recorder(failAt?: string) {
  const steps: string[] = [];
  const step = (name: string) => async () => {
    steps.push(name);
    if (name === failAt) throw Object.assign(new Error(name), { code: 'auth/internal-error' });
  };
  return {
    steps,
    accounts: {
      deleteAll: (_uid: string, revokedBefore?: number) =>
        step(revokedBefore === undefined ? 'rows' : `rows+refusal@${revokedBefore}`)(),
    },
    deleteUser: step('firebase user'),
  };
}

describe('account deletion', () => {
  it('deletes the rows, then the Firebase user, then sweeps again and refuses every token of the uid', async () => {
    const steps = recorder();
    await deleteAccount('u1', steps);
    expect(steps.steps).toEqual(['rows', 'firebase user', `rows+refusal@${Number.MAX_SAFE_INTEGER}`]);
  });

  it('stops after the rows when Firebase fails: data gone, account kept, the error passed on', async () => {
    const steps = recorder('firebase user');
    await expect(deleteAccount('u1', steps)).rejects.toThrow('firebase user');
    expect(steps.steps).toEqual(['rows', 'firebase user']);
  });

  it('never touches Firebase when the rows could not be deleted', async () => {
    const steps = recorder('rows');
    await expect(deleteAccount('u1', steps)).rejects.toThrow('rows');
    expect(steps.steps).toEqual(['rows']);
  });

  it('counts a Firebase user already gone as deleted, and nothing else', async () => {
    const gone = {
      deleteUser: async () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/user-not-found' })),
    };
    await expect(deleteFirebaseUser(gone, 'u1')).resolves.toBeUndefined();
    const down = {
      deleteUser: async () => Promise.reject(Object.assign(new Error('down'), { code: 'app/network-error' })),
    };
    await expect(deleteFirebaseUser(down, 'u1')).rejects.toThrow('down');
  });
});
