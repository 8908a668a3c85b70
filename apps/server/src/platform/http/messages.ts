import type { Text } from '../i18n/language';

/** Messages of the HTTP platform itself; each module keeps its own beside its routes. */
export const platformMessages = {
  forbidden: {
    'zh-Hans': '您的角色没有此操作权限',
    en: 'Your role does not allow this action',
    ja: 'このロールにはこの操作の権限がありません',
    'zh-Hant': '您的角色沒有此操作權限',
  },
  invalidJson: {
    'zh-Hans': '请求内容不是有效的 JSON',
    en: 'The request body is not valid JSON',
    ja: 'リクエスト本文が正しい JSON ではありません',
    'zh-Hant': '請求內容不是有效的 JSON',
  },
  invalidField: {
    'zh-Hans': '参数 {field} 不正确',
    en: 'The field {field} is not valid',
    ja: 'パラメータ {field} が正しくありません',
    'zh-Hant': '參數 {field} 不正確',
  },
  unknownField: {
    'zh-Hans': '不支持的参数 {field}',
    en: 'The field {field} is not accepted',
    ja: 'パラメータ {field} は使用できません',
    'zh-Hant': '不支援的參數 {field}',
  },
  missingField: {
    'zh-Hans': '缺少参数 {field}',
    en: 'The field {field} is required',
    ja: 'パラメータ {field} が必要です',
    'zh-Hant': '缺少參數 {field}',
  },
  unsafeText: {
    'zh-Hans': '参数 {field} 含有不允许的控制字符',
    en: 'The field {field} contains control characters that are not allowed',
    ja: 'パラメータ {field} に使用できない制御文字が含まれています',
    'zh-Hant': '參數 {field} 含有不允許的控制字元',
  },
  duplicateKey: {
    'zh-Hans': '请求内容中的字段 {field} 重复',
    en: 'The field {field} appears more than once in the request body',
    ja: 'リクエスト本文でフィールド {field} が重複しています',
    'zh-Hant': '請求內容中的欄位 {field} 重複',
  },
  headersTooLarge: {
    'zh-Hans': '请求行或请求头过长',
    en: 'The request line or headers are too long',
    ja: 'リクエスト行またはヘッダーが長すぎます',
    'zh-Hant': '請求行或請求標頭過長',
  },
  bodyTooLarge: {
    'zh-Hans': '请求内容过大',
    en: 'The request is too large',
    ja: 'リクエストが大きすぎます',
    'zh-Hant': '請求內容過大',
  },
  unsupportedMediaType: {
    'zh-Hans': '不支持的请求格式',
    en: 'This request format is not supported',
    ja: 'このリクエスト形式には対応していません',
    'zh-Hant': '不支援的請求格式',
  },
  badRequest: {
    'zh-Hans': '请求无效',
    en: 'The request is not valid',
    ja: 'リクエストが正しくありません',
    'zh-Hant': '請求無效',
  },
  notFound: {
    'zh-Hans': '接口不存在',
    en: 'There is no such API call',
    ja: 'その API はありません',
    'zh-Hant': '介面不存在',
  },
  unauthorized: {
    'zh-Hans': '请先登录',
    en: 'Please log in first',
    ja: 'ログインしてください',
    'zh-Hant': '請先登入',
  },
  tooManyRequests: {
    'zh-Hans': '操作过于频繁，请 {seconds} 秒后再试',
    en: 'Too many requests; try again in {seconds} s',
    ja: 'リクエストが多すぎます。{seconds} 秒後にもう一度お試しください',
    'zh-Hant': '操作過於頻繁，請 {seconds} 秒後再試',
  },
  serverError: {
    'zh-Hans': '服务暂时不可用，请稍后再试',
    en: 'The service is unavailable for a moment; please try again',
    ja: 'サービスが一時的に利用できません。しばらくしてからお試しください',
    'zh-Hant': '服務暫時不可用，請稍後再試',
  },
} satisfies Record<string, Text>;
