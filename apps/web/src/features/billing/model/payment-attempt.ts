/**
 * One payment attempt's `Idempotency-Key` (issue 21 part 4). A key stays with its attempt while the
 * outcome is unknown (no answer, a server error, a confirmation still to read): sending the same
 * order again with the same key makes the server answer what happened instead of charging twice.
 * A settled attempt, or a different order, starts a new key.
 */
export class PaymentAttempts {
  private current: { key: string; order: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key to send for this order: the open attempt's when it is the same order, else a new one. */
  keyFor(order: unknown): string {
    const fingerprint = JSON.stringify(order);
    if (this.current?.order !== fingerprint) this.current = { key: this.newKey(), order: fingerprint };
    return this.current.key;
  }

  /** The attempt has a final answer (paid, declined, refused): the next try is a new attempt. */
  settle(): void {
    this.current = null;
  }
}
