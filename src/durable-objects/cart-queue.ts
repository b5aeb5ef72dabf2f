// The cart's pending actions in the Durable Object's SQLite storage: written before the caller is
// acknowledged, deleted only once commercetools has them, so an eviction or restart loses nothing.
import * as v from 'valibot';
import { CartActionSchema, type CartAction } from '../domain/cart/actions.ts';

export interface PendingAction {
  seq: number;
  action: CartAction;
}

export class CartQueue {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
    sql.exec('CREATE TABLE IF NOT EXISTS pending (seq INTEGER PRIMARY KEY AUTOINCREMENT, action TEXT NOT NULL, queued_at INTEGER NOT NULL)');
  }

  /** Appends the actions; answers the sequence number of the last one. */
  push(actions: readonly CartAction[], now: number): number {
    let last = 0;
    for (const action of actions) {
      const row = this.#sql
        .exec<{ seq: number }>('INSERT INTO pending (action, queued_at) VALUES (?, ?) RETURNING seq', JSON.stringify(action), now)
        .one();
      last = row.seq;
    }
    return last;
  }

  all(): PendingAction[] {
    return this.#sql
      .exec<{ seq: number; action: string }>('SELECT seq, action FROM pending ORDER BY seq')
      .toArray()
      .flatMap((row) => {
        const parsed = v.safeParse(CartActionSchema, JSON.parse(row.action));
        if (!parsed.success) console.error('dropping a stored cart action that no longer parses', row.seq);
        return parsed.success ? [{ seq: row.seq, action: parsed.output }] : [];
      });
  }

  oldestQueuedAt(): number | null {
    return this.#sql.exec<{ oldest: number | null }>('SELECT MIN(queued_at) AS oldest FROM pending').one().oldest;
  }

  removeThrough(seq: number): void {
    this.#sql.exec('DELETE FROM pending WHERE seq <= ?', seq);
  }

  clear(): void {
    this.#sql.exec('DELETE FROM pending');
  }
}
