import { z } from 'zod';
import { getEndpoint } from './endpoint';
import { userIndexWithFiguresResponse } from './pledge';

// `GET /api/user/index` sits apart from `accountApi` because its answer extends the userinfo with
// what staking, team, tips and notices add (pledge.ts), and pledge.ts itself builds on account.ts.

export const userIndexApi = {
  index: getEndpoint({
    path: '/api/user/index',
    summary: 'The signed-in member, with staking, team, unread tips and notices figures',
    tag: 'account',
    caller: 'member',
    query: z.strictObject({}),
    response: userIndexWithFiguresResponse,
  }),
};
