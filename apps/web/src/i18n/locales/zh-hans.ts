// The source language: every other locale must have exactly these keys (checked by i18n.test.ts).
// Joined from the part the first page carries and the part signed-in pages load (i18n.ts).
import zhHansMember from './zh-hans-member';
import zhHansStart from './zh-hans-start';

const zhHans = { ...zhHansStart, ...zhHansMember } as const;

export default zhHans;
