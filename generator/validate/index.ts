// The validate stage's entry: what the rest of the generator takes from it (README.md says what goes in and out).
export { checkTargets, publishedPage, validate } from './validate.ts';
export type { ValidateOptions } from './validate.ts';
export { didYouMean, removedReference } from './references.ts';
export type { Reference } from './references.ts';
export { keyLocation } from './copy.ts';
export { missingPictures, missingPicturesLine } from './pictures.ts';
export type { MissingPictures } from './pictures.ts';
export { isSafeUrl, renderInlineMarkdown, renderMarkdown } from './safe-markdown.ts';
export { validateInOnePass } from './one-pass.ts';
