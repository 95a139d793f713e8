// Types of what the API uses of fs-native-extensions (the package ships none): see api/src/db/dataDirLock.ts.
declare module 'fs-native-extensions' {
  /**
   * Takes an exclusive (or, with `shared`, a shared) lock on the open file `fd` without waiting: false when another
   * open file holds a conflicting one. The lock is freed when the file is closed or its process dies.
   */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
