// The bytes of the document a feed build is writing, in one buffer the build reuses from one
// document to the next. Every part of /jobs.xml (about 800 KB) and every sitemap child was a
// buffer of its own plus the batches' buffers it was joined from: about 1.7 MB for each of the
// 1,000 parts at a million jobs, each freed only when V8 next collected its old space, so a
// build kept 2-11 MB of them at any moment.
//
// A view it hands out (`append`, `bytes`) is valid until the next `reset`: the caller hashes,
// compresses and stores it before writing the next document.
export class ReusedBytes {
  #buffer: Buffer;
  #length = 0;

  constructor(initialBytes = 1 << 20) {
    this.#buffer = Buffer.allocUnsafe(initialBytes);
  }

  get length(): number {
    return this.#length;
  }

  // Appends `text` as UTF-8 and returns a view of what it added.
  append(text: string): Buffer {
    const added = Buffer.byteLength(text);
    const needed = this.#length + added;
    if (needed > this.#buffer.length) {
      const bigger = Buffer.allocUnsafe(Math.max(needed, this.#buffer.length * 2));
      this.#buffer.copy(bigger, 0, 0, this.#length);
      this.#buffer = bigger;
    }
    this.#buffer.write(text, this.#length, added, 'utf8');
    const view = this.#buffer.subarray(this.#length, needed);
    this.#length = needed;
    return view;
  }

  bytes(): Buffer {
    return this.#buffer.subarray(0, this.#length);
  }

  reset(): void {
    this.#length = 0;
  }
}
