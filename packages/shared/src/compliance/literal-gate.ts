/*
 * The pre-screen's gate over a sentence (pattern-literals.ts says what each pattern requires).
 */
/**
 * Which patterns could match a text, by the literal strings each requires (requiredLiterals; null:
 * always): every required string is found in one pass (Aho-Corasick, so that strings inside one
 * another are all found), not one search per string.
 */
export class LiteralGate {
  /** The trie: each node's next node by UTF-16 unit. */
  private readonly next: Map<number, number>[] = [new Map<number, number>()];
  /** The patterns a string ending at each node opens, with those of its suffixes. */
  private readonly opens: number[][] = [[]];
  private readonly fail: number[] = [0];
  private readonly always: number[] = [];

  constructor(private readonly required: readonly (readonly string[] | null)[]) {
    required.forEach((strings, pattern) => {
      if (!strings) {
        this.always.push(pattern);
        return;
      }
      for (const string of strings) {
        let node = 0;
        for (let i = 0; i < string.length; i++) {
          const unit = string.charCodeAt(i);
          let child = this.next[node]!.get(unit);
          if (child === undefined) {
            child = this.next.length;
            this.next.push(new Map<number, number>());
            this.opens.push([]);
            this.fail.push(0);
            this.next[node]!.set(unit, child);
          }
          node = child;
        }
        this.opens[node]!.push(pattern);
      }
    });
    // Breadth first: each node's failure is the longest proper suffix in the trie.
    const queue = [...this.next[0]!.values()];
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head]!;
      for (const [unit, child] of this.next[node]!) {
        let fallback = this.fail[node]!;
        while (fallback !== 0 && !this.next[fallback]!.has(unit)) fallback = this.fail[fallback]!;
        const target = this.next[fallback]!.get(unit);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        this.opens[child] = [...new Set([...this.opens[child]!, ...this.opens[this.fail[child]]!])];
        queue.push(child);
      }
    }
  }

  /** For each pattern, whether it could match `text` (already ASCII-folded: foldAscii). */
  open(text: string): Uint8Array {
    const open = new Uint8Array(this.required.length);
    for (const pattern of this.always) open[pattern] = 1;
    let node = 0;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      let child = this.next[node]!.get(unit);
      while (child === undefined && node !== 0) {
        node = this.fail[node]!;
        child = this.next[node]!.get(unit);
      }
      node = child ?? 0;
      for (const pattern of this.opens[node]!) open[pattern] = 1;
    }
    return open;
  }
}
