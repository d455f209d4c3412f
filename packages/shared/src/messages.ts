/**
 * The product's user-facing strings, exactly as the spec gives them (typos included: they are the
 * product's text), one file per area in messages/. Tests import them from here, so a change to a
 * message is a change to one line.
 *
 * Read as `messages.x` everywhere. A module namespace, not one object: a bundle keeps only the
 * messages its code reads, and each area's file goes with the code that uses it, so a public page's
 * first load does not carry the whole product's text (docs/decisions/023).
 */
export * as messages from './messages/all';
