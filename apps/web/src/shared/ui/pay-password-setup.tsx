import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

/** Opens the sheet that sets the pay password over the current page; null where the app provides none. */
const SetupContext = createContext<(() => void) | null>(null);

/**
 * Lets a money form's "set it first" open the pay-password sheet where the member is, so the form
 * keeps what they typed and the action goes on once the password is set. The app passes the sheet
 * (it belongs to the account feature); it is mounted only while open, so it stacks over a confirm sheet.
 */
export function PayPasswordSetupProvider({
  sheet,
  children,
}: {
  sheet: (props: { visible: boolean; onClose: () => void }) => ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const start = useCallback(() => setOpen(true), []);
  return (
    <SetupContext.Provider value={start}>
      {children}
      {open && sheet({ visible: true, onClose: () => setOpen(false) })}
    </SetupContext.Provider>
  );
}

export function usePayPasswordSetup(): (() => void) | null {
  return useContext(SetupContext);
}
