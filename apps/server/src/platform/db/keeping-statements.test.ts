import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { keepingStatements } from './database';

const opened: SQLite.Database[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function open() {
  const sqlite = new SQLite(':memory:');
  opened.push(sqlite);
  sqlite.exec('create table t (n integer)');
  sqlite.exec('insert into t values (1), (2), (3)');
  return sqlite;
}

describe('keepingStatements', () => {
  it('hands out the same prepared statement for the same SQL', () => {
    const db = keepingStatements(open());
    const a = db.prepare('select n from t where n > ?');
    expect(db.prepare('select n from t where n > ?')).toBe(a);
    expect(a.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare('select n from t where n < ?')).not.toBe(a);
  });

  it('prepares afresh while the kept statement is still iterating', () => {
    const db = keepingStatements(open());
    const kept = db.prepare('select n from t order by n');
    const rows = kept.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const other = db.prepare('select n from t order by n');
    expect(other).not.toBe(kept);
    expect(other.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare('select n from t order by n')).toBe(kept);
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const db = keepingStatements(open(), 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });

  it('sees a table changed after the statement was kept', () => {
    const sqlite = open();
    const db = keepingStatements(sqlite);
    expect(db.prepare('select * from t limit 1').all([])).toEqual([{ n: 1 }]);
    sqlite.exec('alter table t add column m integer default 7');
    expect(db.prepare('select * from t limit 1').all([])).toEqual([{ n: 1, m: 7 }]);
  });
});
