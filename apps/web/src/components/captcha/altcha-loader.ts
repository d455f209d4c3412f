// The widget without its bundled blob-URL workers: the CSP allows workers only from our origin,
// so the PBKDF2 worker is emitted by Vite as its own file and registered here.
import 'altcha/external';
import 'altcha/altcha.css';
// Types only: the JSX element's attributes (its runtime module is empty and unresolvable under Node).
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
