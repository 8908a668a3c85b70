import { describe, expect, it } from 'vitest';
import { editedId, editedRow, editorValues } from './edit-target';

describe('editor dialogs', () => {
  const blank = { name: '', enabled: true };
  const row = { id: 7, name: 'Gold', enabled: false, created_at: 1 };

  it('edit a row, create one, or are closed', () => {
    expect(editedRow(row)).toBe(row);
    expect(editedRow('new')).toBeNull();
    expect(editedRow(null)).toBeNull();
  });

  it('open on the blank form for a new row, or on the row’s own value of each field the form has', () => {
    expect(editorValues(blank, null)).toBe(blank);
    expect(editorValues(blank, row)).toEqual({ name: 'Gold', enabled: false });
  });

  it('save the edited row under its id, and a new row with none', () => {
    expect(editedId(row)).toEqual({ id: 7 });
    expect(editedId(null)).toEqual({});
  });
});
