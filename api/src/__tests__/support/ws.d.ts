/** The part of `ws` (which ships no types) that the tests' DevTools client uses. */
declare module 'ws' {
  export default class WebSocket {
    constructor(address: string);
    send(data: string): void;
    once(event: 'open', listener: () => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
    on(event: 'message', listener: (data: Buffer) => void): this;
    on(event: 'close', listener: () => void): this;
  }
}
