export { addMissingCopyFiles, initDataFolder, InitError, NEUTRAL_SOURCE, type InitOptions, type InitResult } from './init.ts';
