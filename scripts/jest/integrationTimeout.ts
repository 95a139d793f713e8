// Each integration test gets 30 s unless it asks for more: it drives real processes (the Auth emulator, databases,
// spawned APIs) on a machine that may be busy. Set here because Jest reads `testTimeout` from the global
// configuration only: in a project's configuration it is silently ignored, and the default of 5 s applies.
jest.setTimeout(30_000);
