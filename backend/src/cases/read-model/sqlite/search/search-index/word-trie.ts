import { RELAXED_TYPO_MIN_LENGTH, typoTolerant } from '../../../../domain/search-query/one-edit.js';

const A = 97;
const NONE = -1;

/**
 * The search index's vocabulary (words of the letters a–z) as a trie in typed arrays, where the words one edit
 * away from a query word are found by walking it once with one edit allowed, instead of making each of its few
 * hundred variants as a string and looking it up in a set (≈ 0.4 ms of the event loop for every new word of ten
 * letters at 1,000,000 cases). Each node: its first child, its next sibling (children in letter order), its
 * letter and whether a word ends there; about 10 bytes per node, less than a set of the same words.
 */
export class WordTrie {
  private constructor(
    private readonly firstChild: Int32Array,
    private readonly nextSibling: Int32Array,
    private readonly letter: Uint8Array,
    private readonly ends: Uint8Array,
    /** Number of words. */
    readonly size: number,
  ) {}

  /** Builds a trie from words given in ascending order, a–z only (as the FTS5 vocabulary lists them). */
  static builder(): WordTrieBuilder {
    return new WordTrieBuilder((parts) => new WordTrie(...parts));
  }

  static of(words: Iterable<string>): WordTrie {
    const builder = WordTrie.builder();
    for (const word of [...words].sort()) builder.add(word);
    return builder.finish();
  }

  /** Memory of the typed arrays. */
  get bytes(): number {
    return this.firstChild.byteLength + this.nextSibling.byteLength + this.letter.byteLength + this.ends.byteLength;
  }

  has(word: string): boolean {
    return this.endOf(0, word, 0);
  }

  /**
   * The words one edit away from `word` (a letter left out, added, replaced, or two neighbours swapped; the
   * optimal string alignment distance 1 of `oneEditApart`), sorted; empty for words too short for even the relaxed
   * reading (`RELAXED_TYPO_MIN_LENGTH`).
   * The same words as `oneEditVariants(word)` found in the vocabulary.
   */
  neighbours(word: string): string[] {
    if (!typoTolerant(word, RELAXED_TYPO_MIN_LENGTH)) return [];
    const found = new Set<string>();
    const n = word.length;
    let node = 0;
    for (let i = 0; i <= n; i++) {
      const head = word.slice(0, i);
      // A letter added before word[i] (or at the end), then the rest of the word.
      for (let c = this.firstChild[node]; c !== NONE; c = this.nextSibling[c]) {
        if (this.endOf(c, word, i)) found.add(head + String.fromCharCode(A + this.letter[c]) + word.slice(i));
      }
      if (i === n) break;
      // word[i] left out.
      if (this.endOf(node, word, i + 1)) found.add(head + word.slice(i + 1));
      // word[i] replaced.
      const own = word.charCodeAt(i) - A;
      for (let c = this.firstChild[node]; c !== NONE; c = this.nextSibling[c]) {
        if (this.letter[c] !== own && this.endOf(c, word, i + 1)) {
          found.add(head + String.fromCharCode(A + this.letter[c]) + word.slice(i + 1));
        }
      }
      // word[i] and word[i + 1] swapped.
      if (i + 1 < n && word[i] !== word[i + 1]) {
        const first = this.child(node, word.charCodeAt(i + 1) - A);
        const second = first === NONE ? NONE : this.child(first, own);
        if (second !== NONE && this.endOf(second, word, i + 2)) {
          found.add(head + word[i + 1] + word[i] + word.slice(i + 2));
        }
      }
      // Every later edit keeps word[0..i] as it is: follow it, or stop where no word continues it.
      node = this.child(node, own);
      if (node === NONE) break;
    }
    found.delete(word);
    return [...found].sort();
  }

  /** Whether the letters of `word` from `from` on, followed from `node`, end a word. */
  private endOf(node: number, word: string, from: number): boolean {
    for (let i = from; i < word.length && node !== NONE; i++) node = this.child(node, word.charCodeAt(i) - A);
    return node !== NONE && this.ends[node] === 1;
  }

  private child(node: number, letter: number): number {
    for (let c = this.firstChild[node]; c !== NONE; c = this.nextSibling[c]) {
      const l = this.letter[c];
      if (l === letter) return c;
      if (l > letter) return NONE;
    }
    return NONE;
  }
}

type Parts = [Int32Array, Int32Array, Uint8Array, Uint8Array, number];

/**
 * Adds words in ascending order: a word shares the nodes of its common beginning with the word before it, and
 * its new nodes are the last children of their parents, so the trie is built in one pass (in steps, between
 * requests, by the snapshot builder), with no sorting and no pointers but the path of the last word.
 */
export class WordTrieBuilder {
  private firstChild = new Int32Array(1024).fill(NONE);
  private nextSibling = new Int32Array(1024).fill(NONE);
  private letter = new Uint8Array(1024);
  private ends = new Uint8Array(1024);
  private nodes = 1;
  private words = 0;
  /** The nodes of the last word's letters (`path[0]` the root). */
  private readonly path: number[] = [0];
  private last = '';

  constructor(private readonly make: (parts: Parts) => WordTrie) {}

  add(word: string): void {
    if (!/^[a-z]+$/.test(word)) throw new Error(`not a word of the letters a–z: ${word}`);
    if (word <= this.last) throw new Error(`words out of order: ${word} after ${this.last}`);
    let common = 0;
    while (common < word.length && common < this.last.length && word[common] === this.last[common]) common++;
    this.path.length = common + 1;
    for (let i = common; i < word.length; i++) {
      const parent = this.path[i];
      const node = this.newNode(word.charCodeAt(i) - A);
      // The parent's last child, if any, is the previous word's next node on its path (ascending order).
      const previous = this.lastChild(parent, i);
      if (previous === NONE) this.firstChild[parent] = node;
      else this.nextSibling[previous] = node;
      this.path.push(node);
    }
    this.ends[this.path[word.length]] = 1;
    this.words++;
    this.lastPath = [...this.path];
    this.last = word;
  }

  finish(): WordTrie {
    const n = this.nodes;
    return this.make([
      this.firstChild.slice(0, n),
      this.nextSibling.slice(0, n),
      this.letter.slice(0, n),
      this.ends.slice(0, n),
      this.words,
    ]);
  }

  /** The nodes of the previous word's path, kept to find a parent's last child. */
  private lastPath: number[] = [0];

  private lastChild(parent: number, depth: number): number {
    // Only nodes on the previous word's path get children after it; the child on that path is the last one.
    if (this.lastPath[depth] === parent && depth + 1 < this.lastPath.length) return this.lastPath[depth + 1];
    return NONE;
  }

  private newNode(letter: number): number {
    if (this.nodes === this.letter.length) this.grow();
    const node = this.nodes++;
    this.letter[node] = letter;
    return node;
  }

  private grow(): void {
    const size = this.letter.length * 2;
    const grown = <T extends Int32Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const array = make(size);
      array.set(old);
      return array;
    };
    this.firstChild = grown(this.firstChild, (n) => new Int32Array(n).fill(NONE));
    this.nextSibling = grown(this.nextSibling, (n) => new Int32Array(n).fill(NONE));
    this.letter = grown(this.letter, (n) => new Uint8Array(n));
    this.ends = grown(this.ends, (n) => new Uint8Array(n));
  }
}
