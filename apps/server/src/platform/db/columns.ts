import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration, SqliteAdapter, sql } from 'kysely';

type DataType = Parameters<CreateTableBuilder<string, string>['addColumn']>[1];

/** True when the migration runs on SQLite; the few dialect differences of the schema hang on it. */
export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Adds a 64-bit auto-increment primary key named `id`. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}

/**
 * A table's columns, each written as SQL states it: the type (`bigint`, `integer` or `text`), then
 * any of `primary key`, `not null`, `unique`, `default <whole number or 'text'>`,
 * `references <table>[.<column>]` (the column is `id` when left out) and `on delete cascade`.
 * Anything else is refused, so a misspelt column fails the migration instead of passing unnoticed.
 */
export type Columns = Record<string, string>;

/** Creates the table with a 64-bit `id` key and the given columns; the caller adds constraints and executes. */
export function tableWithId(db: Kysely<unknown>, name: string, columns: Columns) {
  return withColumns(withId(db, db.schema.createTable(name)), columns);
}

/**
 * Creates the table with the given columns and no `id`, keyed by `primaryKey` when given (the
 * constraint is named `<table>_pk`); the caller adds any other constraint and executes.
 */
export function table(db: Kysely<unknown>, name: string, columns: Columns, primaryKey?: string[]) {
  const created = withColumns(db.schema.createTable(name), columns);
  return primaryKey ? created.addPrimaryKeyConstraint(`${name}_pk`, primaryKey) : created;
}

function withColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>, columns: Columns): CreateTableBuilder<T, string> {
  let built: CreateTableBuilder<T, string> = table;
  for (const [name, definition] of Object.entries(columns)) built = built.addColumn(name, ...column(definition));
  return built;
}

/** A column's definition as Kysely's `addColumn` takes it: its type, and the builder of its other words. */
function column(definition: string): [DataType, (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  const [type, ...words] = definition.split(' ');
  return [type as DataType, (c) => constrained(c, words, definition)];
}

function constrained(column: ColumnDefinitionBuilder, words: string[], definition: string): ColumnDefinitionBuilder {
  let built = column;
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    const phrase = `${words[i]} ${next ?? ''}`;
    if (phrase === 'primary key') {
      built = built.primaryKey();
      i++;
    } else if (phrase === 'not null') {
      built = built.notNull();
      i++;
    } else if (words[i] === 'unique') {
      built = built.unique();
    } else if (words[i] === 'default' && next !== undefined) {
      built = built.defaultTo(literal(next, definition));
      i++;
    } else if (words[i] === 'references' && next !== undefined) {
      built = built.references(next.includes('.') ? next : `${next}.id`);
      i++;
    } else if (`${phrase} ${words[i + 2] ?? ''}` === 'on delete cascade') {
      built = built.onDelete('cascade');
      i += 2;
    } else {
      throw new Error(`column "${definition}": "${words[i]}" is not understood`);
    }
  }
  return built;
}

function literal(word: string, definition: string): number | string {
  if (/^\d+$/.test(word)) return Number(word);
  if (/^'[^']*'$/.test(word)) return word.slice(1, -1);
  throw new Error(`column "${definition}": default ${word} is neither a whole number nor 'text'`);
}

/** An index of the table on the given columns; the caller makes it unique or partial and executes. */
export function index(db: Kysely<unknown>, table: string, name: string, columns: string[]) {
  return db.schema.createIndex(name).on(table).columns(columns);
}

/**
 * The table's plain indexes, each by its name on its columns, created in the order given. A unique
 * or partial index is made with index().
 */
export async function indexes(db: Kysely<unknown>, table: string, columnsByName: Record<string, string[]>): Promise<void> {
  for (const [name, columns] of Object.entries(columnsByName)) await index(db, table, name, columns).execute();
}

/**
 * Makes the tables' rows permanent: an update or a delete aborts with a message that says so. On
 * SQLite each table gets a trigger per operation, raising `sqliteMessage(table)`; on PostgreSQL the
 * tables share one trigger function, `fn`, whose `raise exception` takes `postgresRaise`.
 */
export async function refuseChanges(
  db: Kysely<unknown>,
  tables: string[],
  fn: string,
  sqliteMessage: (table: string) => string,
  postgresRaise: string,
): Promise<void> {
  if (isSqlite(db)) {
    for (const table of tables) {
      for (const operation of ['update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_no_${operation} before ${operation} on ${table} begin select raise(abort, '${sqliteMessage(table)}'); end`,
          )
          .execute(db);
      }
    }
    return;
  }
  await sql
    .raw(`create function ${fn}() returns trigger language plpgsql as $$\n      begin raise exception ${postgresRaise}; end $$`)
    .execute(db);
  for (const table of tables) {
    await sql
      .raw(`create trigger ${table}_immutable before update or delete on ${table} for each row execute function ${fn}()`)
      .execute(db);
  }
}

/** Drops the tables, in the order given (a `down` names them in reverse of its `up`). */
export async function dropTables(db: Kysely<unknown>, names: string[]): Promise<void> {
  for (const name of names) await db.schema.dropTable(name).execute();
}

/**
 * Adds the columns to an existing table, one `alter table` each in the order given, the columns
 * written as for a new table (see Columns).
 */
export async function addColumns(db: Kysely<unknown>, table: string, columns: Columns): Promise<void> {
  for (const [name, definition] of Object.entries(columns))
    await db.schema
      .alterTable(table)
      .addColumn(name, ...column(definition))
      .execute();
}

/** Drops the table's columns, in the order given (a `down` names them in reverse of its `up`). */
export async function dropColumns(db: Kysely<unknown>, table: string, names: string[]): Promise<void> {
  for (const name of names) await db.schema.alterTable(table).dropColumn(name).execute();
}

/** Drops the indexes, in the order given (a `down` names them in reverse of its `up`). */
export async function dropIndexes(db: Kysely<unknown>, names: string[]): Promise<void> {
  for (const name of names) await db.schema.dropIndex(name).execute();
}

/** An index as a migration that adds only indexes lists it: its table, its name and its columns. */
export type IndexOn = [table: string, name: string, columns: string[]];

/** A migration that adds plain indexes: `up` creates them in order, `down` drops them in reverse. */
export function indexesMigration(indexes: IndexOn[]): Migration {
  return {
    up: async (db) => {
      for (const [table, name, columns] of indexes) await index(db, table, name, columns).execute();
    },
    down: (db) => dropIndexes(db, indexes.map(([, name]) => name).reverse()),
  };
}
