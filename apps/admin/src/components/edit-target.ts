/** What an editor dialog is open on: a row to change, 'new' for a row to create, or null while it is closed. */
export type EditTarget<T> = T | 'new' | null;

/** The row an editor dialog changes; null when it creates one, or is closed. */
export function editedRow<T>(target: EditTarget<T>): T | null {
  return target !== null && target !== 'new' ? target : null;
}

/**
 * The values an editor's form opens with: the blank form for a new row, or else the row's own value
 * of each field the blank form has.
 */
export function editorValues<F extends object>(blank: F, row: NoInfer<F> | null): F {
  if (row === null) return blank;
  return Object.fromEntries(Object.keys(blank).map((field) => [field, row[field as keyof F]])) as F;
}

/** What a save sends to name its row: the edited row's id, or nothing for a new row. */
export function editedId(row: { id: number } | null): { id?: number } {
  return row ? { id: row.id } : {};
}
