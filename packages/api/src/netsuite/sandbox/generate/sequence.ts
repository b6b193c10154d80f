/** Hands out consecutive internal ids, as NetSuite does for records sharing an id space. */
export class Sequence {
  private next: number;

  constructor(first = 1) {
    this.next = first;
  }

  take(): number {
    const id = this.next;
    this.next += 1;
    return id;
  }
}
