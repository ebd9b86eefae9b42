import {
  type ImageRefusal,
  prepareActivityImage,
  type PreparedImage,
} from '../../venue-setup/activity-images';
import { fileBytes, type ImportFile } from './import-files';

/**
 * The images an import carries (`yoga.jpg`), by name as its rows name them (in any case). Each is
 * checked and made into its widths once, however many rows name it (the same picture for the
 * activity at every venue), when a row's check first asks; the write uses what the check made.
 */
export class ImportImages {
  readonly #files = new Map<string, ImportFile>();
  readonly #prepared = new Map<string, Promise<PreparedImage | { refused: ImageRefusal }>>();

  add(file: ImportFile): void {
    this.#files.set(file.name.toLowerCase(), file);
  }

  /** The image named, made ready to store; undefined when the import has no such file. */
  prepare(name: string): Promise<PreparedImage | { refused: ImageRefusal }> | undefined {
    const key = name.toLowerCase();
    const file = this.#files.get(key);
    if (!file) return undefined;
    let prepared = this.#prepared.get(key);
    if (!prepared) {
      prepared = prepareActivityImage(fileBytes(file));
      this.#prepared.set(key, prepared);
    }
    return prepared;
  }

  /** An image its rows' checks found good: what a write stores. */
  async prepared(name: string): Promise<PreparedImage> {
    const prepared = await this.prepare(name);
    if (!prepared || 'refused' in prepared) throw new Error(`the import's ${name} was not checked`);
    return prepared;
  }
}
