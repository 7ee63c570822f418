// Set-up file of the files that run beside Lighthouse (vitest.config.ts): their worker, and every
// build and server it starts from now on, yields the CPU to Lighthouse's measurements.
import { setPriority } from 'node:os';

setPriority(19);
