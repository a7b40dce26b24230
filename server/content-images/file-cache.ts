/**
 * The files served last, kept in memory up to a total size, the least recently served
 * dropped first: a file never changes, so a hit needs no database. A Map keeps the order
 * of insertion, so taking a hit out and putting it back marks it the newest.
 */
export class FileCache {
  readonly #files = new Map<string, Buffer>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get(key: string): Buffer | undefined {
    const file = this.#files.get(key);
    if (file) {
      this.#files.delete(key);
      this.#files.set(key, file);
    }
    return file;
  }

  set(key: string, file: Buffer): void {
    if (file.byteLength > this.#maxBytes) return;
    this.delete(key);
    this.#files.set(key, file);
    this.#bytes += file.byteLength;
    for (const [oldest, dropped] of this.#files) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#files.delete(oldest);
      this.#bytes -= dropped.byteLength;
    }
  }

  delete(key: string): void {
    const file = this.#files.get(key);
    if (!file) return;
    this.#files.delete(key);
    this.#bytes -= file.byteLength;
  }

  /** Drops every file whose key starts with the prefix: a deleted image's files. */
  deletePrefix(prefix: string): void {
    for (const key of [...this.#files.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }

  get size(): { files: number; bytes: number } {
    return { files: this.#files.size, bytes: this.#bytes };
  }
}
