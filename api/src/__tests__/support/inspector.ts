import type { Debugger } from 'node:inspector';
import { pathToFileURL } from 'node:url';

import WebSocket from 'ws';

import type { ApiProcess } from '../../db/__tests__/apiProcess';
import { until } from './until';

/** Node flag for `startApi`: the API listens for a debugger on loopback, on a port the system picks (and prints). */
export const INSPECT = '--inspect=127.0.0.1:0';

/** A debugger attached over the DevTools protocol to an API started with `INSPECT`. */
export interface Debuggee {
  /**
   * Where `pattern` matches, exactly once, in the code Node runs for `file`: tsx's transform of it, so found by its
   * text rather than by a line number of the .ts file.
   */
  locate(file: string, pattern: RegExp): Promise<Debugger.Location>;
  setBreakpoint(location: Debugger.Location): Promise<Debugger.SetBreakpointReturnType>;
  /** The next time the whole process stops (a breakpoint hit), in order; those not taken yet wait in a queue. */
  nextPause(): Promise<Debugger.PausedEventDataType>;
  /** Whether the process is stopped now: paused and not resumed since. */
  isPaused(): boolean;
  /** `expression` evaluated in a stopped frame, its value as JSON; throws what it threw. */
  evaluate<T>(callFrameId: string, expression: string): Promise<T>;
  resume(): Promise<void>;
}

type Message =
  | { id: number; result?: unknown; error?: { message: string } }
  | { id?: undefined; method: 'Debugger.scriptParsed'; params: Debugger.ScriptParsedEventDataType }
  | { id?: undefined; method: 'Debugger.paused'; params: Debugger.PausedEventDataType }
  | { id?: undefined; method: string; params: unknown };

export async function attachDebugger(api: ApiProcess): Promise<Debuggee> {
  const listening = /Debugger listening on (ws:\/\/\S+)/;
  await until(() => listening.test(api.output()));
  const socket = new WebSocket(api.output().match(listening)![1]);
  await new Promise<void>((resolve, reject) => socket.once('open', resolve).once('error', reject));

  let lastId = 0;
  const replies = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  const scripts = new Map<string, string>();
  const pauses: Debugger.PausedEventDataType[] = [];
  let pauseArrived = () => {};
  let paused = false;
  let closed = false;
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Message;
    if (message.id !== undefined) {
      const reply = replies.get(message.id);
      replies.delete(message.id);
      if (message.error) reply?.reject(new Error(message.error.message));
      else reply?.resolve(message.result);
    } else if (message.method === 'Debugger.scriptParsed') {
      const { url, scriptId } = message.params as Debugger.ScriptParsedEventDataType;
      scripts.set(url, scriptId);
    } else if (message.method === 'Debugger.paused') {
      paused = true;
      pauses.push(message.params as Debugger.PausedEventDataType);
      pauseArrived();
    } else if (message.method === 'Debugger.resumed') paused = false;
  });
  // The process gone (killed): nothing pending will be answered.
  socket.on('close', () => {
    closed = true;
    replies.forEach((reply) => reply.reject(new Error('the debuggee went away')));
    replies.clear();
    pauseArrived();
  });
  const send = <T = unknown>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      if (closed) return reject(new Error(`${method}: the debuggee went away`));
      lastId += 1;
      replies.set(lastId, { resolve: resolve as (result: unknown) => void, reject });
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });

  // Enabling the domain reports every script parsed so far, before its answer: the whole app, once it serves.
  await send('Debugger.enable');
  return {
    async locate(file, pattern) {
      const url = pathToFileURL(file).href;
      const scriptId = scripts.get(url);
      if (!scriptId) throw new Error(`${url} is not loaded in the debuggee`);
      const { scriptSource } = await send<Debugger.GetScriptSourceReturnType>('Debugger.getScriptSource', { scriptId });
      const matches = [...scriptSource.matchAll(new RegExp(pattern.source, 'g'))];
      if (matches.length !== 1)
        throw new Error(`${pattern} matches ${matches.length} times in ${url} as run, not once`);
      const before = scriptSource.slice(0, matches[0].index).split('\n');
      return { scriptId, lineNumber: before.length - 1, columnNumber: before[before.length - 1].length };
    },
    setBreakpoint: (location) => send<Debugger.SetBreakpointReturnType>('Debugger.setBreakpoint', { location }),
    async nextPause() {
      while (!pauses.length && !closed) await new Promise<void>((resolve) => (pauseArrived = resolve));
      if (!pauses.length) throw new Error('the debuggee went away before it paused');
      return pauses.shift()!;
    },
    isPaused: () => paused,
    async evaluate<T>(callFrameId: string, expression: string) {
      const { result, exceptionDetails } = await send<Debugger.EvaluateOnCallFrameReturnType>(
        'Debugger.evaluateOnCallFrame',
        { callFrameId, expression, returnByValue: true },
      );
      if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description}`);
      return result.value as T;
    },
    resume: () => send<void>('Debugger.resume'),
  };
}
