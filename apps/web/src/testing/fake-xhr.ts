import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Stands in for XMLHttpRequest (the API client's uploads): records each request and lets the test
 * drive progress and answers. Answers run inside act(), so components may update on them.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  timeout = 0;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  onload: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  /** Called by the code under test (an AbortSignal fired), which is inside act() already. */
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  /** Answers with `body` as JSON, or as the raw text when it is a string. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    act(() => this.onload?.());
  }
  expire() {
    act(() => this.ontimeout?.());
  }
  fail() {
    act(() => this.onerror?.());
  }
}

/** Installs FakeXhr for the current test (setup-tests unstubs globals after each). */
export function mockXhr(): { sent: FakeXhr[]; last: () => FakeXhr } {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    sent: FakeXhr.sent,
    last: () => {
      const request = FakeXhr.sent.at(-1);
      if (!request) throw new Error('no upload was sent');
      return request;
    },
  };
}
