import { Link, type LinkProps } from 'react-router';

/** A link to the page of the member `id` in the console (`/members/<id>`); other link props pass through. */
export function MemberLink({ id, ...link }: { id: number } & Omit<LinkProps, 'to' | 'id'>) {
  return <Link to={`/members/${id}`} {...link} />;
}
