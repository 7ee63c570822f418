// Issue 16, item 7, for the contact form: tests/e2e/never-silent.ts says what every try checks.
import { neverSilent } from './never-silent.ts';

neverSilent('contact');
