import { z } from 'zod';
import { endpointGroup, noQuery } from './endpoint';
import { envelope, nullResponse } from './envelope';
import { fundId, withdrawAddressInput } from './fund';
import { payPassword, secondFactorField } from './money';
import { unixSeconds } from './scalars';

// The member's withdrawal address book (docs/security.md, "The withdrawal address book"): saved
// addresses with a label, per network; a newly saved one takes withdrawals only once the security
// hold's hours have passed; the switch "withdraw only to saved addresses" turns on at once and,
// turned off, starts the security hold.

/** The networks an address can be saved for: those withdrawals go out on. */
export const addressNetworks = ['ERC20', 'BEP20', 'TRC20'] as const;
export const addressNetwork = z.enum(addressNetworks);
export type AddressNetwork = z.infer<typeof addressNetwork>;

/** Most characters (Unicode code points) a label may have. */
export const ADDRESS_LABEL_MAX = 30;
/** Most addresses one member may keep. */
export const ADDRESS_BOOK_MAX = 20;

export const savedAddress = z.object({
  id: fundId,
  network: z.string(),
  address: z.string(),
  label: z.string(),
  created_at: unixSeconds,
  /** From when withdrawals may go to it (Unix seconds): saved + `security_hold_hours`. */
  usable_at: unixSeconds,
  usable: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

export const addressBookData = z.object({
  list: z.array(savedAddress),
  /** Withdrawals go only to addresses of the list (and only once each is usable). */
  only_saved: z.boolean(),
});
export type AddressBookData = z.infer<typeof addressBookData>;

export const addressAddBody = z.strictObject({
  network: addressNetwork,
  address: withdrawAddressInput,
  /** Checked by the server (1 to ADDRESS_LABEL_MAX characters) so the refusal can say why. */
  label: z.string().trim().max(200),
  paypwd: payPassword,
  /** With the second factor on: a code from the authenticator app (or a recovery code). */
  totp: secondFactorField,
});
export type AddressAddBody = z.infer<typeof addressAddBody>;

export const addressDeleteBody = z.strictObject({ id: fundId });
export const onlySavedBody = z.strictObject({ on: z.boolean() });
export const onlySavedData = z.object({
  only_saved: z.boolean(),
  /** Turning the switch off starts the security hold: its end (Unix seconds), else null. */
  withdraw_hold_until: unixSeconds.nullable(),
});

const member = endpointGroup({ tag: 'fund', caller: 'member' });

export const addressBookApi = {
  addresses: member.get({
    path: '/api/fund/addresses',
    summary: 'My saved withdrawal addresses, newest first, and whether withdrawals go only to them',
    query: noQuery,
    response: envelope(addressBookData),
  }),
  addressAdd: member.post({
    path: '/api/fund/addressAdd',
    summary: 'Save a withdrawal address (pay password, and the second factor when on); usable after security_hold_hours',
    body: addressAddBody,
    response: envelope(savedAddress),
    payPassword: true,
    secondFactor: true,
  }),
  addressDelete: member.post({
    path: '/api/fund/addressDelete',
    summary: 'Delete one of my saved withdrawal addresses',
    body: addressDeleteBody,
    response: nullResponse,
  }),
  addressOnlySaved: member.post({
    path: '/api/fund/addressOnlySaved',
    summary: 'Withdraw only to saved addresses: on at once; off starts the security hold',
    body: onlySavedBody,
    response: envelope(onlySavedData),
  }),
};
