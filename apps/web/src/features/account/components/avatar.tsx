/** The member's picture, or the first letter of the nickname. */
export function Avatar({ src, name, size }: { src: string; name: string; size?: string }) {
  const style = size ? { width: size, height: size } : undefined;
  if (src) return <img className="avatar" src={src} alt="" style={style} data-testid="avatar" />;
  return (
    <span className="avatar" style={style} data-testid="avatar">
      {(name.trim()[0] ?? 'M').toUpperCase()}
    </span>
  );
}
