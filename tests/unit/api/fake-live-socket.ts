import type { LiveSocketLike } from '../../../src/api/live';
import type { LiveServerMessage } from '../../../src/contract';

/** A WebSocket the test drives: it opens, pushes server messages and drops when told. */
export class FakeSocket implements LiveSocketLike {
  readyState = 0;
  sent: unknown[] = [];
  /** The close code the app used, once it closed the socket. */
  closed: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closed = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(message: LiveServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
