// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithQueries, stubApi } from '../../test-dom';
import MemberDetailPage from './member-detail-page';

function member(id: number, inviter: number | null) {
  return {
    member: {
      id,
      uid: `U${id}`,
      nickname: `member-${id}`,
      status: 'active',
      mobile: null,
      email: null,
      invite_code: `INV${id}`,
      wallet_address: null,
      pay_password_set: false,
      bio: '',
      created_at: 1_700_000_000,
      updated_at: 1_700_000_000,
    },
    inviter: inviter === null ? null : { id: inviter, uid: `U${inviter}`, nickname: `member-${inviter}` },
    team: { level1: 0, level2: 0, level3: 0 },
  };
}

function adjustment(id: number, userId: number) {
  return {
    id,
    user_id: userId,
    asset: 'USDT',
    amount: '1.00',
    reason: `adjustment ${id}`,
    status: 'applied',
    maker: 'ops',
    checker: null,
    created_at: 1_700_000_000,
  };
}

/** Member 2 was invited by member 1; member 1 has two pages of adjustments, member 2 one. */
function answer(path: string, query: URLSearchParams) {
  const userId = Number(query.get('user_id'));
  if (path === '/user/detail') return member(userId, userId === 2 ? 1 : null);
  if (path === '/user/balance') return { balances: {}, pending: { recharges: 0, withdrawals: 0 } };
  if (path === '/user/adjustments') {
    const before = query.get('before');
    if (userId === 1)
      return before === null ? { list: [adjustment(30, 1)], next_before: 30 } : { list: [adjustment(20, 1)], next_before: null };
    return before === null ? { list: [adjustment(40, 2)], next_before: null } : { list: [], next_before: null };
  }
  throw new Error(`unexpected call ${path}`);
}

/** The browser's back button. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

describe('member detail page', () => {
  it("opens another member's adjustments at their newest page, not at the page the last member was left on", async () => {
    const calls = stubApi(answer);
    renderWithQueries(
      <MemoryRouter initialEntries={['/members/2']}>
        <Back />
        <Routes>
          <Route path="/members/:id" element={<MemberDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const table = async () => within(await screen.findByTestId('member-adjustment-table'));
    expect(await (await table()).findByText('adjustment 40')).toBeTruthy();

    // To the inviter's page, in the same page component, and two pages down their adjustments.
    fireEvent.click(await screen.findByText('member-1（UID U1）'));
    expect(await (await table()).findByText('adjustment 30')).toBeTruthy();
    fireEvent.click(screen.getByTestId('member-adjustment-older'));
    expect(await (await table()).findByText('adjustment 20')).toBeTruthy();

    // Back to member 2 (already read, so shown at once): their newest page, as when first opened.
    fireEvent.click(screen.getByText('back'));
    await waitFor(() => expect(screen.getByTestId('member-title').textContent).toContain('member-2'));
    expect(await (await table()).findByText('adjustment 40')).toBeTruthy();
    expect((screen.getByTestId('member-adjustment-newer') as HTMLButtonElement).disabled).toBe(true);
    // Member 2's list was only ever asked for from its newest page (read again on return).
    const member2 = calls.filter((url) => url.includes('/user/adjustments') && url.includes('user_id=2'));
    expect(member2.length).toBeGreaterThan(0);
    expect(member2.every((url) => url === '/admin/api/user/adjustments?user_id=2')).toBe(true);
  }, 30_000);
});
