/**
 * Group commit for small inserts: rows that arrive within one turn of the event loop are written
 * by one multi-row INSERT (one transaction), and each caller's promise settles only after that
 * statement has committed, so an acknowledged row is stored. Under load this turns thousands of
 * tiny transactions per second into a few hundred larger ones. A batch that fails is retried row
 * by row, so one bad row never fails the other visitors' posts. Each caller learns whether its row
 * was stored, or skipped as one the table already holds (`write` says so per row, in order).
 */
interface PendingInsert<Row> {
  row: Row;
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

export class InsertBatcher<Row> {
  private pending: PendingInsert<Row>[] = [];
  private scheduled = false;

  constructor(
    private readonly write: (rows: Row[]) => Promise<boolean[]>,
    // Keeps one statement well under SQLite's and PostgreSQL's limits on bound parameters.
    private readonly maxRows = 500,
  ) {}

  insert(row: Row): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxRows);
      try {
        const stored = await this.write(batch.map((entry) => entry.row));
        batch.forEach((entry, index) => entry.resolve(stored[index]));
      } catch (error) {
        if (batch.length === 1) batch[0].reject(error);
        else await this.writeOneByOne(batch);
      }
    }
  }

  /** After a failed batch each row is tried alone, so one bad row fails only its own request. */
  private async writeOneByOne(batch: PendingInsert<Row>[]): Promise<void> {
    for (const entry of batch) {
      try {
        const [stored] = await this.write([entry.row]);
        entry.resolve(stored);
      } catch (error) {
        entry.reject(error);
      }
    }
  }
}
