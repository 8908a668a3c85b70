import { queryRoots } from '../../../shared/api/query-keys';

// Query keys of the team pages, from general to specific.
const root = queryRoots.team;

export const teamKeys = {
  all: root,
  info: () => [...root, 'info'] as const,
  members: (level: number) => [...root, 'members', level] as const,
  rewards: () => [...root, 'rewards'] as const,
  promote: () => [...root, 'promote'] as const,
};
