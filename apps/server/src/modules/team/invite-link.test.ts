import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link';

describe('the invite link', () => {
  it('builds the invite link from an origin', () => {
    expect(inviteLink('https://mcc.example/', 'ALICE1')).toBe('https://mcc.example/pages/register/register?invite=ALICE1');
    expect(inviteLink('http://127.0.0.1:8080', 'A B')).toBe('http://127.0.0.1:8080/pages/register/register?invite=A%20B');
  });
});
