// The fields a withdrawal to an address asks for, the same in the USDT wallet and the coin-mix
// wallet: the address (with the address book's picker and its say on the typed one) and the
// code of event `withdraw` sent to the member's own mobile or email.
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../runtime/toast';
import { type BookProblem, bookProblem } from '../address-book';
import { type getAddressBook, useAddressBook } from '../api/get-address-book';
import { useUser, useWithdrawHold } from '../api/get-user';
import { type CodeTarget, sendCode } from '../api/send-code';
import { AddressBookNotice, AddressPicker } from './address-picker';
import { CodeField } from './code-field';
import { TextField } from './field';
import { useTotpField } from './totp-field';
import { useFieldErrors } from './use-field-errors';

/** The member's address book as the server sends it. */
type AddressBook = Awaited<ReturnType<typeof getAddressBook>>;

/** Where a withdrawal's code goes: the member's mobile, or the email when there is no mobile. */
export function withdrawCodeTarget(me: ReturnType<typeof useUser>['data']): { contact: string; target: CodeTarget | null } {
  const contact = me ? me.mobile || me.email : '';
  const target: CodeTarget | null = !me || !contact ? null : me.mobile ? { mobile: me.mobile } : { email: me.email };
  return { contact, target };
}

/** What the address book says of `address` on `network` now: a saved one still waiting, or (only saved ones allowed) one not saved. */
export function bookSaysOf(book: AddressBook | undefined, network: string, address: string): BookProblem | null {
  return bookProblem(book, network, address, Math.floor(Date.now() / 1000));
}

async function pasteInto(set: (value: string) => void, unsupported: string) {
  const text = await navigator.clipboard.readText().catch(() => null);
  if (text === null) void showToast({ title: unsupported });
  else if (text.trim()) set(text.trim());
}

/**
 * The address to withdraw to: the typed text (trimmed as typed when `trim`), a paste button when
 * `paste`, the address book's picker, then the book's notice on the typed address.
 */
export function WithdrawAddressField({
  id,
  label,
  placeholder,
  network,
  value,
  onChange,
  error,
  book,
  bookSays,
  trim = false,
  paste = false,
}: {
  id: string;
  label: ReactNode;
  placeholder: string;
  network: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The member's address book, for the picker. */
  book: AddressBook | undefined;
  bookSays: BookProblem | null;
  trim?: boolean;
  paste?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={id}
        label={label}
        error={error}
        name="address"
        autoComplete="off"
        spellCheck={trim ? false : undefined}
        placeholder={placeholder}
        value={value}
        maxLength={120}
        onChange={(typed) => onChange(trim ? typed.trim() : typed)}
      >
        {paste && (
          <button
            type="button"
            className="field-action"
            data-testid="paste-address"
            onClick={() => void pasteInto(onChange, t('wallet.pasteUnsupported'))}
          >
            {t('wallet.paste')}
          </button>
        )}
        <AddressPicker list={book?.list} network={network} onPick={onChange} />
      </TextField>
      {!error && <AddressBookNotice problem={bookSays} />}
    </>
  );
}

/** The code of event `withdraw`, sent to `target` (no target: nothing to send it to). */
export function WithdrawCodeField({
  target,
  ...field
}: Omit<ComponentProps<typeof CodeField>, 'onSend' | 'sendDisabled'> & { target: CodeTarget | null }) {
  return <CodeField {...field} onSend={() => (target ? sendCode(target, 'withdraw') : Promise.resolve(false))} sendDisabled={!target} />;
}

/**
 * A withdrawal form's state: the member (and where the code goes), the second factor (`totpId` its
 * field's id), a security hold, the address book, the address, amount and code with their messages;
 * `typed` sets a field and clears its message, `refused` takes the server's refusal to its field, `restart`
 * empties the amount and the codes for the next one.
 */
export function useWithdrawForm(totpId: string) {
  const user = useUser();
  const totp = useTotpField(totpId);
  const hold = useWithdrawHold();
  const book = useAddressBook();
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const { errors, setErrors, clear } = useFieldErrors<'address' | 'amount' | 'code'>();
  const me = user.data;
  const { contact, target } = withdrawCodeTarget(me);
  return {
    me,
    contact,
    codeTarget: target,
    totp,
    hold,
    book: book.data,
    address,
    amount,
    code,
    errors,
    setErrors,
    typed: {
      address: (value: string) => {
        setAddress(value);
        clear('address');
      },
      amount: (value: string) => {
        setAmount(value);
        clear('amount');
      },
      code: (value: string) => {
        setCode(value);
        clear('code');
      },
    },
    /**
     * A refusal on confirming: the second factor's goes to its field, one naming the address, amount or
     * code to that field; one naming none of them to `otherwise` (none: not shown in the form).
     */
    refused: (error: { field?: string; message: string }, otherwise?: 'amount') => {
      if (totp.refused(error)) return;
      const field = error.field === 'address' || error.field === 'amount' || error.field === 'code' ? error.field : otherwise;
      if (field) setErrors({ [field]: error.message });
    },
    restart: () => {
      setAmount('');
      setCode('');
      totp.reset();
    },
  };
}
