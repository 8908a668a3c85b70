import { Button } from 'antd';

/** The primary button in a list's header that opens the form of a new record (test id `testId`). */
export function AddButton({
  label,
  testId,
  onClick,
  disabled,
}: {
  label: string;
  testId: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button type="primary" disabled={disabled} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
