// Typed access to the repo's plain-JS helpers: processes.mjs has its declarations (processes.d.mts); the emulator
// starter has none, so its shape is written here.
interface Emulator {
  origin: string;
  host: string;
  stop(): Promise<void>;
}
interface AuthEmulatorLib {
  startAuthEmulator(options: { port: number; quiet?: boolean }): Promise<Emulator>;
}
const lib = (name: string) => new URL(`../../scripts/lib/${name}`, import.meta.url).href;

export const { startAuthEmulator } = (await import(lib('authEmulator.mjs'))) as AuthEmulatorLib;
export { startProcess, stopProcess, waitForUrl } from '../../scripts/lib/processes.mjs';
