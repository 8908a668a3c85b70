// How the NFT pages write times. Pure functions.
const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as local `YYYY-MM-DD HH:mm`. */
export function formatTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
