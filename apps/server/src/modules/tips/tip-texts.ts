import type { Text } from '../../platform/i18n/language';

/**
 * Every kind of order tip with its title and text; `{name}` is filled from the tip's params at
 * read time, so a member who switches language reads old tips in the new one.
 */
export const tipTexts = {
  new_sign_in: {
    title: { 'zh-Hans': '新设备登录', en: 'New sign-in', ja: '新しい端末からのログイン', 'zh-Hant': '新裝置登入' },
    text: {
      'zh-Hans': '您的账户于 {time} 在新设备登录：{device}，IP {ip}。如果不是您本人，请在“登录设备”中退出它并修改登录密码。',
      en: 'Your account was signed in from a new device at {time}: {device}, IP {ip}. If it was not you, sign it out under "Signed-in devices" and change your password.',
      ja: '{time} に新しい端末からログインがありました：{device}、IP {ip}。心当たりがない場合は「ログイン中の端末」でログアウトし、パスワードを変更してください。',
      'zh-Hant': '您的帳戶於 {time} 在新裝置登入：{device}，IP {ip}。如果不是您本人，請在「登入裝置」中登出它並修改登入密碼。',
    },
  },
  pledge_subscribed: {
    title: { 'zh-Hans': '认购成功', en: 'Subscribed', ja: '申込完了', 'zh-Hant': '認購成功' },
    text: {
      'zh-Hans': '您已认购 {product} {amount} {asset}，收益自 {first_day} 起每日发放。',
      en: 'You subscribed {amount} {asset} to {product}; earnings are paid daily from {first_day}.',
      ja: '{product} に {amount} {asset} を申し込みました。収益は {first_day} から毎日支払われます。',
      'zh-Hant': '您已認購 {product} {amount} {asset}，收益自 {first_day} 起每日發放。',
    },
  },
  pledge_earning: {
    title: { 'zh-Hans': '收益到账', en: 'Earning paid', ja: '収益の入金', 'zh-Hant': '收益到帳' },
    text: {
      'zh-Hans': '{product} {day} 的收益 {amount} {asset} 已到账。',
      en: 'Your earning of {amount} {asset} from {product} for {day} has been paid.',
      ja: '{product} の {day} の収益 {amount} {asset} が入金されました。',
      'zh-Hant': '{product} {day} 的收益 {amount} {asset} 已到帳。',
    },
  },
  pledge_matured: {
    title: { 'zh-Hans': '订单到期', en: 'Order matured', ja: '満期', 'zh-Hant': '訂單到期' },
    text: {
      'zh-Hans': '{product} 已到期，本金 {principal} {asset} 已返还至可用余额。',
      en: '{product} has matured; the principal of {principal} {asset} is back in your available balance.',
      ja: '{product} が満期となり、元本 {principal} {asset} が利用可能残高に戻りました。',
      'zh-Hant': '{product} 已到期，本金 {principal} {asset} 已返還至可用餘額。',
    },
  },
  pledge_redeemed: {
    title: { 'zh-Hans': '赎回成功', en: 'Redeemed', ja: '解約完了', 'zh-Hant': '贖回成功' },
    text: {
      'zh-Hans': '{product} 已赎回，本金 {principal} {asset} 已返还至可用余额。',
      en: 'You redeemed {product}; the principal of {principal} {asset} is back in your available balance.',
      ja: '{product} を解約し、元本 {principal} {asset} が利用可能残高に戻りました。',
      'zh-Hant': '{product} 已贖回，本金 {principal} {asset} 已返還至可用餘額。',
    },
  },
  recharge_confirmed: {
    title: { 'zh-Hans': '充值到账', en: 'Recharge confirmed', ja: '入金確認', 'zh-Hant': '充值到帳' },
    text: {
      'zh-Hans': '您的充值 {amount} {asset} 已到账。',
      en: 'Your recharge of {amount} {asset} has been credited.',
      ja: '{amount} {asset} の入金が反映されました。',
      'zh-Hant': '您的充值 {amount} {asset} 已到帳。',
    },
  },
  recharge_rejected: {
    title: { 'zh-Hans': '充值未通过', en: 'Recharge rejected', ja: '入金却下', 'zh-Hant': '充值未通過' },
    text: {
      'zh-Hans': '您的充值 {amount} {asset} 未通过：{reason}',
      en: 'Your recharge of {amount} {asset} was rejected: {reason}',
      ja: '{amount} {asset} の入金は却下されました：{reason}',
      'zh-Hant': '您的充值 {amount} {asset} 未通過：{reason}',
    },
  },
  withdraw_approved: {
    title: { 'zh-Hans': '提现已通过', en: 'Withdrawal approved', ja: '出金承認', 'zh-Hant': '提現已通過' },
    text: {
      'zh-Hans': '您的提现 {amount} {asset} 已通过审核。',
      en: 'Your withdrawal of {amount} {asset} has been approved.',
      ja: '{amount} {asset} の出金が承認されました。',
      'zh-Hant': '您的提現 {amount} {asset} 已通過審核。',
    },
  },
  withdraw_rejected: {
    title: { 'zh-Hans': '提现被拒绝', en: 'Withdrawal rejected', ja: '出金却下', 'zh-Hant': '提現被拒絕' },
    text: {
      'zh-Hans': '您的提现 {amount} {asset} 被拒绝，资金已退回：{reason}',
      en: 'Your withdrawal of {amount} {asset} was rejected and the funds returned: {reason}',
      ja: '{amount} {asset} の出金は却下され、資金は戻されました：{reason}',
      'zh-Hant': '您的提現 {amount} {asset} 被拒絕，資金已退回：{reason}',
    },
  },
  withdraw_paid: {
    title: { 'zh-Hans': '提现已支付', en: 'Withdrawal paid', ja: '出金完了', 'zh-Hant': '提現已支付' },
    text: {
      'zh-Hans': '您的提现 {amount} {asset} 已支付。',
      en: 'Your withdrawal of {amount} {asset} has been paid out.',
      ja: '{amount} {asset} の出金が支払われました。',
      'zh-Hant': '您的提現 {amount} {asset} 已支付。',
    },
  },
  // Auctions.
  auction_outbid: {
    title: { 'zh-Hans': '出价被超越', en: 'Outbid', ja: '入札が上回られました', 'zh-Hant': '出價被超越' },
    text: {
      'zh-Hans': '拍品 #{lot_id} 有人出价更高，您冻结的 {amount} {asset} 已退回可用余额。',
      en: 'Someone bid more on lot #{lot_id}; your {amount} {asset} on hold is back in your available balance.',
      ja: 'ロット #{lot_id} でより高い入札があり、保留中の {amount} {asset} が利用可能残高に戻りました。',
      'zh-Hant': '拍品 #{lot_id} 有人出價更高，您凍結的 {amount} {asset} 已退回可用餘額。',
    },
  },
  auction_won: {
    title: { 'zh-Hans': '竞拍成功', en: 'You won', ja: '落札しました', 'zh-Hant': '競拍成功' },
    text: {
      'zh-Hans': '您以 {amount} {asset} 拍得拍品 #{lot_id}，款项已转入担保，请确认收货。',
      en: 'You won lot #{lot_id} for {amount} {asset}; the money is in escrow until you confirm receipt.',
      ja: 'ロット #{lot_id} を {amount} {asset} で落札しました。受取確認まで代金はエスクローで保管されます。',
      'zh-Hant': '您以 {amount} {asset} 拍得拍品 #{lot_id}，款項已轉入擔保，請確認收貨。',
    },
  },
  auction_won_deposit: {
    title: {
      'zh-Hans': '竞拍成功，请付尾款',
      en: 'You won: pay the rest',
      ja: '落札しました：残金をお支払いください',
      'zh-Hant': '競拍成功，請付尾款',
    },
    text: {
      'zh-Hans':
        '您以 {amount} {asset} 拍得拍品 #{lot_id}，保证金 {deposit} {asset} 已转入担保。请在 {hours} 小时内支付尾款 {due} {asset}，逾期保证金归卖家。',
      en: 'You won lot #{lot_id} for {amount} {asset}; your deposit of {deposit} {asset} is in escrow. Pay the rest, {due} {asset}, within {hours} hours or the deposit goes to the seller.',
      ja: 'ロット #{lot_id} を {amount} {asset} で落札しました。保証金 {deposit} {asset} はエスクローにあります。{hours} 時間以内に残金 {due} {asset} をお支払いください。期限を過ぎると保証金は出品者のものになります。',
      'zh-Hant':
        '您以 {amount} {asset} 拍得拍品 #{lot_id}，保證金 {deposit} {asset} 已轉入擔保。請在 {hours} 小時內支付尾款 {due} {asset}，逾期保證金歸賣家。',
    },
  },
  auction_rest_paid: {
    title: { 'zh-Hans': '买家已付尾款', en: 'The buyer paid the rest', ja: '落札者が残金を支払いました', 'zh-Hant': '買家已付尾款' },
    text: {
      'zh-Hans': '订单 #{order_id} 的买家已付清尾款，全部款项已在担保中，买家确认后付给您。',
      en: 'The buyer of order #{order_id} paid the rest; the whole amount is in escrow and comes to you when they confirm receipt.',
      ja: '注文 #{order_id} の落札者が残金を支払いました。全額がエスクローにあり、受取確認後にお支払いします。',
      'zh-Hant': '訂單 #{order_id} 的買家已付清尾款，全部款項已在擔保中，買家確認後付給您。',
    },
  },
  auction_forfeited: {
    title: { 'zh-Hans': '保证金已没收', en: 'Deposit forfeited', ja: '保証金が没収されました', 'zh-Hant': '保證金已沒收' },
    text: {
      'zh-Hans': '订单 #{order_id} 未在期限内付清尾款，保证金 {deposit} {asset} 已归卖家，拍品已退回。',
      en: 'The rest of order #{order_id} was not paid in time: your deposit of {deposit} {asset} went to the seller and the lot went back.',
      ja: '注文 #{order_id} の残金が期限内に支払われなかったため、保証金 {deposit} {asset} は出品者のものになり、ロットは返却されました。',
      'zh-Hant': '訂單 #{order_id} 未在期限內付清尾款，保證金 {deposit} {asset} 已歸賣家，拍品已退回。',
    },
  },
  auction_forfeit_paid: {
    title: { 'zh-Hans': '买家未付尾款', en: 'The buyer did not pay', ja: '落札者が支払いませんでした', 'zh-Hant': '買家未付尾款' },
    text: {
      'zh-Hans': '订单 #{order_id} 的买家未按时付清尾款：保证金 {proceeds} {asset}（扣除手续费 {fee} {asset}）已付给您，NFT 已退回。',
      en: 'The buyer of order #{order_id} did not pay the rest in time: you received the deposit, {proceeds} {asset} after the {fee} {asset} fee, and the NFT is back with you.',
      ja: '注文 #{order_id} の落札者が期限内に残金を支払いませんでした。保証金 {proceeds} {asset}（手数料 {fee} {asset} 差引後）をお支払いし、NFT は返却されました。',
      'zh-Hant': '訂單 #{order_id} 的買家未按時付清尾款：保證金 {proceeds} {asset}（扣除手續費 {fee} {asset}）已付給您，NFT 已退回。',
    },
  },
  auction_sold: {
    title: { 'zh-Hans': '拍品已成交', en: 'Lot sold', ja: 'ロットが落札されました', 'zh-Hant': '拍品已成交' },
    text: {
      'zh-Hans': '拍品 #{lot_id} 以 {amount} {asset} 成交，买家确认后款项将付给您。',
      en: 'Lot #{lot_id} sold for {amount} {asset}; you are paid once the buyer confirms.',
      ja: 'ロット #{lot_id} が {amount} {asset} で落札されました。買い手の確認後に支払われます。',
      'zh-Hant': '拍品 #{lot_id} 以 {amount} {asset} 成交，買家確認後款項將付給您。',
    },
  },
  auction_unsold: {
    title: { 'zh-Hans': '拍品流拍', en: 'Lot not sold', ja: 'ロット不成立', 'zh-Hant': '拍品流拍' },
    text: {
      'zh-Hans': '拍品 #{lot_id} 未达成交条件，NFT 已解锁归还。',
      en: 'Lot #{lot_id} closed without a sale; your NFT is unlocked.',
      ja: 'ロット #{lot_id} は不成立で終了し、NFT のロックが解除されました。',
      'zh-Hant': '拍品 #{lot_id} 未達成交條件，NFT 已解鎖歸還。',
    },
  },
  auction_lost: {
    title: { 'zh-Hans': '未成交', en: 'Reserve not met', ja: '最低落札価格に届きませんでした', 'zh-Hant': '未成交' },
    text: {
      'zh-Hans': '拍品 #{lot_id} 未达到保留价，您冻结的 {amount} {asset} 已退回。',
      en: 'Lot #{lot_id} did not reach its reserve; your {amount} {asset} on hold is back.',
      ja: 'ロット #{lot_id} は最低落札価格に届かず、保留中の {amount} {asset} が戻りました。',
      'zh-Hant': '拍品 #{lot_id} 未達到保留價，您凍結的 {amount} {asset} 已退回。',
    },
  },
  auction_paid: {
    title: { 'zh-Hans': '货款到账', en: 'Sale paid', ja: '売上の入金', 'zh-Hant': '貨款到帳' },
    text: {
      'zh-Hans': '订单 #{order_id} 已完成，{proceeds} {asset}（扣除手续费 {fee}）已到账。',
      en: 'Order #{order_id} is complete; {proceeds} {asset} (after a fee of {fee}) has been paid to you.',
      ja: '注文 #{order_id} が完了し、{proceeds} {asset}（手数料 {fee} 差引後）が入金されました。',
      'zh-Hant': '訂單 #{order_id} 已完成，{proceeds} {asset}（扣除手續費 {fee}）已到帳。',
    },
  },
  auction_completed: {
    title: { 'zh-Hans': '订单已完成', en: 'Order complete', ja: '注文完了', 'zh-Hant': '訂單已完成' },
    text: {
      'zh-Hans': '订单 #{order_id} 已完成，NFT 归您所有。',
      en: 'Order #{order_id} is complete; the NFT is yours.',
      ja: '注文 #{order_id} が完了し、NFT はあなたのものです。',
      'zh-Hant': '訂單 #{order_id} 已完成，NFT 歸您所有。',
    },
  },
  auction_appealed: {
    title: { 'zh-Hans': '订单申诉', en: 'Order appealed', ja: '注文への申し立て', 'zh-Hant': '訂單申訴' },
    text: {
      'zh-Hans': '买家对订单 #{order_id} 提出申诉，担保款已冻结，请在申诉页回复。',
      en: 'The buyer appealed order #{order_id}; escrow is frozen. Answer on the appeal page.',
      ja: '買い手が注文 #{order_id} に申し立てました。エスクローは凍結されています。申し立てページで回答してください。',
      'zh-Hant': '買家對訂單 #{order_id} 提出申訴，擔保款已凍結，請在申訴頁回覆。',
    },
  },
  auction_appeal_reply: {
    title: { 'zh-Hans': '申诉有新回复', en: 'New answer on an appeal', ja: '申し立てへの新しい回答', 'zh-Hant': '申訴有新回覆' },
    text: {
      'zh-Hans': '订单 #{order_id} 的申诉有新的回复。',
      en: 'There is a new answer on the appeal of order #{order_id}.',
      ja: '注文 #{order_id} の申し立てに新しい回答があります。',
      'zh-Hant': '訂單 #{order_id} 的申訴有新的回覆。',
    },
  },
  auction_decided: {
    title: { 'zh-Hans': '申诉已裁决', en: 'Appeal decided', ja: '申し立ての裁定', 'zh-Hant': '申訴已裁決' },
    text: {
      'zh-Hans': '订单 #{order_id} 的申诉已裁决：{decision}。理由：{reason}',
      en: 'The appeal of order #{order_id} was decided: {decision}. Reason: {reason}',
      ja: '注文 #{order_id} の申し立ての裁定：{decision}。理由：{reason}',
      'zh-Hant': '訂單 #{order_id} 的申訴已裁決：{decision}。理由：{reason}',
    },
  },
  // Support actions an operator took on the member's account; {reason} is the operator's reason.
  support_password_reset: {
    title: { 'zh-Hans': '登录密码已重置', en: 'Login password reset', ja: 'ログインパスワードのリセット', 'zh-Hant': '登入密碼已重設' },
    text: {
      'zh-Hans':
        '客服已重置您的登录密码（原因：{reason}），原密码已失效。请在登录页点击“忘记密码”，用发送到您手机或邮箱的验证码设置新密码。',
      en: 'Support reset your login password (reason: {reason}); the old one no longer works. On the sign-in page choose "Forgot password" and set a new one with the code sent to your mobile or email.',
      ja: 'サポートがログインパスワードをリセットしました（理由：{reason}）。以前のパスワードは使えません。ログイン画面の「パスワードを忘れた」から、携帯またはメールに届く認証コードで新しいパスワードを設定してください。',
      'zh-Hant':
        '客服已重設您的登入密碼（原因：{reason}），原密碼已失效。請在登入頁點選「忘記密碼」，用發送到您手機或郵箱的驗證碼設定新密碼。',
    },
  },
  support_paypwd_reset: {
    title: { 'zh-Hans': '支付密码已重置', en: 'Pay password reset', ja: '支払いパスワードのリセット', 'zh-Hant': '支付密碼已重設' },
    text: {
      'zh-Hans': '客服已清除您的支付密码（原因：{reason}）。请在“设置支付密码”中用验证码设置新的支付密码。',
      en: 'Support cleared your pay password (reason: {reason}). Set a new one under "Set pay password" with a code.',
      ja: 'サポートが支払いパスワードを解除しました（理由：{reason}）。「支払いパスワードの設定」から認証コードで新しいパスワードを設定してください。',
      'zh-Hant': '客服已清除您的支付密碼（原因：{reason}）。請在「設定支付密碼」中用驗證碼設定新的支付密碼。',
    },
  },
  support_totp_reset: {
    title: { 'zh-Hans': '两步验证已关闭', en: 'Two-step verification turned off', ja: '2 段階認証のオフ', 'zh-Hant': '兩步驗證已關閉' },
    text: {
      'zh-Hans': '客服已关闭您的两步验证（原因：{reason}），现在只需密码即可登录。提现和转账暂停一段时间；建议尽快在“安全设置”中重新开启。',
      en: 'Support turned off your two-step verification (reason: {reason}); you now sign in with your password alone. Withdrawals and transfers are paused for a while; turn it on again under "Security" soon.',
      ja: 'サポートが 2 段階認証をオフにしました（理由：{reason}）。現在はパスワードだけでログインできます。出金と送金はしばらく停止されます。「セキュリティ」から早めに再設定してください。',
      'zh-Hant':
        '客服已關閉您的兩步驗證（原因：{reason}），現在只需密碼即可登入。提現和轉帳暫停一段時間；建議盡快在「安全設定」中重新開啟。',
    },
  },
  support_sessions_ended: {
    title: { 'zh-Hans': '已退出所有设备', en: 'Signed out everywhere', ja: '全端末からログアウト', 'zh-Hant': '已登出所有裝置' },
    text: {
      'zh-Hans': '客服已让您的账户在所有设备上退出登录（原因：{reason}）。',
      en: 'Support signed your account out on every device (reason: {reason}).',
      ja: 'サポートがすべての端末でアカウントをログアウトしました（理由：{reason}）。',
      'zh-Hant': '客服已讓您的帳戶在所有裝置上登出（原因：{reason}）。',
    },
  },
  support_login_unlocked: {
    title: { 'zh-Hans': '登录已解锁', en: 'Sign-in unlocked', ja: 'ログインのロック解除', 'zh-Hant': '登入已解鎖' },
    text: {
      'zh-Hans': '客服已解除您账户的登录锁定（原因：{reason}），现在可以再次登录。',
      en: 'Support lifted the sign-in lock on your account (reason: {reason}); you can sign in again.',
      ja: 'サポートがログインのロックを解除しました（理由：{reason}）。再びログインできます。',
      'zh-Hant': '客服已解除您帳戶的登入鎖定（原因：{reason}），現在可以再次登入。',
    },
  },
  support_paypwd_unlocked: {
    title: { 'zh-Hans': '支付密码已解锁', en: 'Pay password unlocked', ja: '支払いパスワードのロック解除', 'zh-Hant': '支付密碼已解鎖' },
    text: {
      'zh-Hans': '客服已解除您的支付密码锁定（原因：{reason}），错误次数已清零。',
      en: 'Support lifted the lock on your pay password (reason: {reason}); the wrong tries are cleared.',
      ja: 'サポートが支払いパスワードのロックを解除しました（理由：{reason}）。誤入力の回数はリセットされました。',
      'zh-Hant': '客服已解除您的支付密碼鎖定（原因：{reason}），錯誤次數已歸零。',
    },
  },
} satisfies Record<string, { title: Text; text: Text }>;

export type TipKind = keyof typeof tipTexts;

export function isTipKind(kind: string): kind is TipKind {
  return Object.hasOwn(tipTexts, kind);
}
