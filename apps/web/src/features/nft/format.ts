// How the NFT pages write times. Pure functions.
const _pad = (n: number) => String(n).padStart(2, '0');

export { formatTime } from '../../shared/format-time';
