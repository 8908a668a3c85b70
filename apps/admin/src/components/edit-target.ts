/** What an editor dialog is open on: a row to change, 'new' for a row to create, or null while it is closed. */
export type EditTarget<T> = T | 'new' | null;

/** The row an editor dialog changes; null when it creates one, or is closed. */
export function editedRow<T>(target: EditTarget<T>): T | null {
  return target !== null && target !== 'new' ? target : null;
}
