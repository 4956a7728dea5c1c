/**
 * Group commit for small inserts: rows that arrive within one turn of the event loop are written
 * by one multi-row INSERT (one transaction), and each caller's promise settles only after that
 * statement has committed, so an acknowledged row is stored. Under load this turns thousands of
 * tiny transactions per second into a few hundred larger ones.
 */
export class InsertBatcher<Row> {
  private pending: { row: Row; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly write: (rows: Row[]) => Promise<void>,
    // Keeps one statement well under SQLite's and PostgreSQL's limits on bound parameters.
    private readonly maxRows = 500,
  ) {}

  insert(row: Row): Promise<void> {
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
        await this.write(batch.map((entry) => entry.row));
        batch.forEach((entry) => entry.resolve());
      } catch (error) {
        batch.forEach((entry) => entry.reject(error));
      }
    }
  }
}
