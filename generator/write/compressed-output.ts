// Writing into the output tree with each text file's .br and .gz siblings beside it: when a file's
// bytes did not change, neither did theirs, and all three keep their modification time.
import { isCompressible } from './deploy.ts';
import type { OutputTree } from './output-tree.ts';
import type { CompressedPages } from '../assets/index.ts';

export interface PageOutput {
  write(file: string, contents: string | Uint8Array): Promise<void>;
  /** keeps a file of the previous build (and its compressed siblings); false when it is gone */
  reuse(file: string): Promise<boolean>;
}

export function compressedOutput(out: OutputTree, compressed: CompressedPages): PageOutput {
  const keepCompressed = async (file: string) => (await out.keep(`${file}.br`)) && (await out.keep(`${file}.gz`));
  return {
    async write(file, contents) {
      // the bytes once: the tree and the compressor would each make them from a string
      const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
      const outcome = await out.write(file, bytes);
      if (!isCompressible(file) || (outcome === 'unchanged' && (await keepCompressed(file)))) return;
      const { br, gz } = await compressed.compress(file, bytes);
      await Promise.all([out.write(`${file}.br`, br), out.write(`${file}.gz`, gz)]);
    },
    reuse: async (file) => (await out.keep(file)) && (await keepCompressed(file)),
  };
}
