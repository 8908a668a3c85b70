import { describe, expect, it } from 'vitest';
import { checkOperatorChange } from './operator-rules';

const root = { id: 1n, role: 'super_admin', status: 'active' };
const other = { id: 2n, role: 'super_admin', status: 'active' };
const finance = { id: 3n, role: 'finance', status: 'active' };

describe('checkOperatorChange', () => {
  it("refuses any change of one's own role or status", () => {
    expect(checkOperatorChange(1n, root, { status: 'disabled' }, 2)).toBe('notYourself');
    expect(checkOperatorChange(3n, finance, { role: 'support' }, 1)).toBe('notYourself');
  });

  it('keeps the last active super admin', () => {
    expect(checkOperatorChange(3n, root, { status: 'disabled' }, 1)).toBe('lastSuperAdmin');
    expect(checkOperatorChange(3n, root, { role: 'finance' }, 1)).toBe('lastSuperAdmin');
    expect(checkOperatorChange(1n, other, { status: 'disabled' }, 2)).toBeNull();
    expect(checkOperatorChange(1n, other, { role: 'support' }, 2)).toBeNull();
  });

  it('lets other changes through', () => {
    expect(checkOperatorChange(1n, finance, { role: 'support' }, 1)).toBeNull();
    expect(checkOperatorChange(1n, finance, { status: 'disabled' }, 1)).toBeNull();
    expect(checkOperatorChange(1n, { ...other, status: 'disabled' }, { status: 'active' }, 1)).toBeNull();
    expect(checkOperatorChange(1n, finance, { role: 'super_admin' }, 1)).toBeNull();
  });
});
