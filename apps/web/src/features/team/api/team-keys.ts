// Query keys of the team pages, from general to specific.
export const teamKeys = {
  all: ['team'] as const,
  info: () => ['team', 'info'] as const,
  members: (level: number) => ['team', 'members', level] as const,
  rewards: () => ['team', 'rewards'] as const,
  promote: () => ['team', 'promote'] as const,
};
