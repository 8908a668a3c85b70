import { type ComponentProps, useState } from 'react';
import { useUser } from '../api/get-user';
import { ConfirmSheet, type MoneyConfirmProps } from './confirm-sheet';

/** A money form's way from review to result: the confirm sheet open or not, then what the server answered. */
export function useConfirmFlow<R>() {
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<R | null>(null);
  return {
    confirming,
    result,
    /** The form checked out: the confirm sheet opens. */
    confirm: () => setConfirming(true),
    close: () => setConfirming(false),
    /** The server accepted: the sheet closes on the result. */
    finish: (done: R) => {
      setConfirming(false);
      setResult(done);
    },
    /** From the result back to an empty form. */
    again: () => setResult(null),
  };
}

/** The confirm sheet of an action that takes the member's pay password; whether one is set comes from the member's own query. */
export function PayPasswordConfirmSheet(props: Omit<ComponentProps<typeof ConfirmSheet>, 'payPassword' | 'payPasswordSet'>) {
  const user = useUser();
  return <ConfirmSheet {...props} payPassword payPasswordSet={user.data?.has_paypwd} />;
}

/** The confirm sheet of an action that takes the member's pay password, open while `flow` is confirming. */
export function PayConfirmSheet({
  flow,
  ...props
}: Omit<MoneyConfirmProps, 'payPassword' | 'payPasswordSet' | 'onClose'> & { flow: { confirming: boolean; close: () => void } }) {
  return <PayPasswordConfirmSheet {...props} visible={flow.confirming} onClose={flow.close} />;
}
