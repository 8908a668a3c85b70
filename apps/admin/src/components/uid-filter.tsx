import { Input } from 'antd';

/** A list's filter by a member's UID, typed then applied with its button; a blank one filters by nothing (`onFilter(undefined)`). */
export function UidFilter({
  placeholder,
  button,
  onFilter,
}: {
  placeholder: string;
  button: string;
  onFilter: (uid: string | undefined) => void;
}) {
  return <Input.Search placeholder={placeholder} allowClear enterButton={button} onSearch={(uid) => onFilter(uid.trim() || undefined)} />;
}
