// The cart's pending actions in the Durable Object's SQLite storage: written before the caller is
// acknowledged, deleted only once commercetools has them, so an eviction or restart loses nothing.
import * as v from 'valibot';
import { CartActionSchema, type CartAction } from '../domain/cart/actions.ts';
import { logError } from '../worker/services/observability/log.ts';

export interface PendingAction {
  seq: number;
  action: CartAction;
}

export class CartQueue {
  readonly #sql: SqlStorage;
  /**
   * Each row's action as last parsed, by queue number with the text it was parsed from: the echo reads the
   * whole queue on every action of a burst (issue 18), so a row is parsed once, not once per read. The
   * table stays what is read; only a row's parse is reused, and only while its text is the same.
   */
  readonly #parsed = new Map<number, { stored: string; action: CartAction | null }>();

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
    const rows = this.#sql.exec<{ seq: number; action: string }>('SELECT seq, action FROM pending ORDER BY seq').toArray();
    const read = rows.flatMap((row) => {
      const known = this.#parsed.get(row.seq);
      const action = known?.stored === row.action ? known.action : this.#parse(row.seq, row.action);
      return action ? [{ seq: row.seq, action }] : [];
    });
    // Rows that left the table are forgotten.
    if (this.#parsed.size > rows.length) for (const seq of this.#parsed.keys()) if (!rows.some((row) => row.seq === seq)) this.#parsed.delete(seq);
    return read;
  }

  #parse(seq: number, stored: string): CartAction | null {
    const parsed = v.safeParse(CartActionSchema, JSON.parse(stored));
    if (!parsed.success) logError('dropping a stored cart action that no longer parses', seq);
    const action = parsed.success ? parsed.output : null;
    this.#parsed.set(seq, { stored, action });
    return action;
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
