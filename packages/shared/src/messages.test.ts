import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('messages', () => {
  // An object literal would ship every message with any one of them (apps/web/scripts/check-first-load.mjs).
  it('are a module namespace, so that a bundle keeps only the messages its code reads', () => {
    expect(Object.prototype.toString.call(messages)).toBe('[object Module]');
  });

  it('read as before: a text, or a function of its values', () => {
    expect(messages.internal).toBe('Something went wrong on our side. Please try again.');
    expect(messages.uploadTimedOut(120_000)).toBe('Upload timed out after 120000ms');
  });
});
