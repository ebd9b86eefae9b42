export interface Context {
  name: string;
  /** What the context is about, in a line. */
  about: string;
  /** The contexts whose modules this one's may import. */
  uses: string[];
  /** Its modules, in order: a module imports only the ones before it (and those of `uses`). */
  modules: string[];
}

export function readContextGraph(): Context[];
