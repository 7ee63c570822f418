// docs/decisions.md#forms-never-go-silent for the contact form: tests/helpers/never-silent.ts says
// what every try checks.
import { neverSilent } from '../helpers/never-silent.ts';

neverSilent('contact');
