import type { Kysely } from 'kysely';
import { dropTables, indexes, table, tableWithId } from '../columns';

/** A session's bearer token, after its owner's key: the token's hash, until when it is good, when it was made. */
const bearerToken = { token_hash: 'text not null unique', expires_at: 'bigint not null', created_at: 'bigint not null' };

export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'settings', {
    key: 'text primary key',
    value: 'text not null',
    updated_at: 'bigint not null',
  }).execute();

  await tableWithId(db, 'users', {
    uid: 'text not null unique',
    mobile: 'text unique',
    email: 'text unique',
    password_hash: 'text not null',
    pay_password_hash: 'text',
    pay_password_failures: 'bigint not null default 0',
    pay_password_locked_until: 'bigint not null default 0',
    nickname: 'text not null',
    avatar: "text not null default ''",
    bio: "text not null default ''",
    invite_code: 'text not null unique',
    inviter_id: 'bigint references users',
    wallet_address: 'text unique',
    status: "text not null default 'active'",
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();
  await indexes(db, 'users', { users_inviter_idx: ['inviter_id'] });

  await tableWithId(db, 'member_tokens', {
    user_id: 'bigint not null references users',
    ...bearerToken,
  }).execute();
  await indexes(db, 'member_tokens', { member_tokens_user_idx: ['user_id'] });

  await tableWithId(db, 'admins', {
    username: 'text not null unique',
    password_hash: 'text not null',
    role: 'text not null',
    status: "text not null default 'active'",
    created_at: 'bigint not null',
  }).execute();

  await tableWithId(db, 'admin_tokens', {
    admin_id: 'bigint not null references admins',
    ...bearerToken,
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['admin_tokens', 'admins', 'member_tokens', 'users', 'settings']);
}
