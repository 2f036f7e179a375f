import type { FastifyRequest } from 'fastify';
import { fillPlaceholders } from '../lib/fill-placeholders';

export type MessageLanguage = 'zh-CN' | 'zh-TW' | 'en';

// The person reading these is at the sign-in page, so they speak the console's language. zh-CN texts of the spec's
// fixed prompts (seed 000 section 5) are verbatim. One row per message id, the texts in LANGUAGE_COLUMN's order.
type Texts = readonly [zhCN: string, zhTW: string, en: string];

const LANGUAGE_COLUMN = { 'zh-CN': 0, 'zh-TW': 1, en: 2 } as const satisfies Record<MessageLanguage, number>;

const MESSAGES = {
  'enter-account': ['请输入账号', '請輸入帳號', 'Please enter your account'],
  'enter-password': ['请输入密码', '請輸入密碼', 'Please enter your password'],
  'password-format': [
    '密码格式不正确：应为 32 位小写十六进制 MD5',
    '密碼格式不正確：應為 32 位小寫十六進位 MD5',
    'password must be the MD5 of the password as 32 lowercase hex characters',
  ],
  'enter-code': ['请输入验证码', '請輸入驗證碼', 'Please enter the verification code'],
  'enter-mobile': ['请输入手机号', '請輸入手機號碼', 'Please enter your mobile number'],
  'mobile-format': ['请正确输入您的手机号', '請正確輸入您的手機號碼', 'Please enter a valid mobile number'],
  'bad-credentials': ['账号或密码错误', '帳號或密碼錯誤', 'The account or password is wrong'],
  'bad-credentials-left': [
    '账号或密码错误，再失败 {left} 次账号将被锁定 {minutes} 分钟',
    '帳號或密碼錯誤，再失敗 {left} 次帳號將被鎖定 {minutes} 分鐘',
    'The account or password is wrong; {left} more failures lock the account for {minutes} minutes',
  ],
  'account-disabled': ['该账号已被禁用，请联系管理员', '該帳號已被停用，請聯絡管理員', 'This account has been disabled, please contact the administrator'],
  'account-locked': [
    '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    '登入失敗次數過多，帳號已鎖定，請 {minutes} 分鐘後再試',
    'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
  ],
  'address-locked': [
    '此网络登录失败次数过多，请 {minutes} 分钟后再试',
    '此網路登入失敗次數過多，請 {minutes} 分鐘後再試',
    'Too many failed sign-ins from this network, try again in {minutes} minutes',
  ],
  'captcha-wrong': ['验证码错误或已过期，请重新获取', '驗證碼錯誤或已過期，請重新取得', 'The verification code is wrong or has expired, please get a new one'],
  'sms-none': ['请先获取短信验证码', '請先取得簡訊驗證碼', 'Please request a text message code first'],
  'sms-wrong': ['短信验证码错误，还可尝试 {left} 次', '簡訊驗證碼錯誤，還可嘗試 {left} 次', 'The text message code is wrong, {left} tries left'],
  'sms-expired': ['短信验证码已过期，请重新获取', '簡訊驗證碼已過期，請重新取得', 'The text message code has expired, please request a new one'],
  'sms-used': ['短信验证码已使用，请重新获取', '簡訊驗證碼已使用，請重新取得', 'This text message code has already been used, please request a new one'],
  'sms-exhausted': ['验证码错误次数过多，请重新获取', '驗證碼錯誤次數過多，請重新取得', 'Too many wrong tries for this code, please request a new one'],
  'sms-sent': ['验证码已发送', '驗證碼已傳送', 'The verification code has been sent'],
  'sms-wait': ['请 {seconds} 秒后再获取验证码', '請 {seconds} 秒後再取得驗證碼', 'Please wait {seconds} seconds before requesting another code'],
  'sms-daily-limit': ['该手机号今日获取验证码次数已达上限', '該手機號碼今日取得驗證碼次數已達上限', 'This number has reached the daily limit of verification codes'],
  'sms-address-limit': ['此网络获取验证码过于频繁，请稍后再试', '此網路取得驗證碼過於頻繁，請稍後再試', 'Too many codes were requested from this network, please try again later'],
  'sms-send-failed': ['短信发送失败，请稍后再试', '簡訊傳送失敗，請稍後再試', 'The text message could not be sent, please try again later'],
  'sms-text': [
    '【Sluice】您的登录验证码为 {code}，{minutes} 分钟内有效，请勿泄露给他人。',
    '【Sluice】您的登入驗證碼為 {code}，{minutes} 分鐘內有效，請勿洩露給他人。',
    '[Sluice] Your sign-in code is {code}. It is valid for {minutes} minutes; do not share it.',
  ],
  'scan-unknown': ['二维码无效，请刷新二维码', '二維碼無效，請重新整理二維碼', 'This QR code is not valid, please refresh it'],
  'scan-expired': ['二维码已过期，请刷新二维码', '二維碼已過期，請重新整理二維碼', 'This QR code has expired, please refresh it'],
  'scan-consumed': ['该二维码已完成登录，请刷新二维码', '該二維碼已完成登入，請重新整理二維碼', 'This QR code has already been used to sign in, please refresh it'],
  'scan-confirmed': ['该二维码已确认登录', '該二維碼已確認登入', 'This sign-in has already been confirmed'],
  'scan-other-user': ['该二维码已被其他账号扫描', '該二維碼已被其他帳號掃描', 'This QR code was scanned by another account'],
  'scan-status': ['二维码状态只能为 1（已扫描）或 -1（取消）', '二維碼狀態只能為 1（已掃描）或 -1（取消）', 'status must be 1 (scanned) or -1 (cancelled)'],
  'lock-wrong-account': ['账号与当前登录用户不一致', '帳號與目前登入使用者不一致', 'The account is not the one signed in on this screen'],
  'lock-wrong-password': ['密码错误', '密碼錯誤', 'The password is wrong'],
  'signed-in': ['登录成功', '登入成功', 'Signed in'],
  'signed-out': ['已退出登录', '已登出', 'Signed out'],
  unlocked: ['解锁成功', '解鎖成功', 'Unlocked'],
  'admin-only': ['只有管理员可以进行此操作', '只有管理員可以進行此操作', 'Only administrators can do this'],
  'online-self': ['不能强制自己下线，请使用退出登录', '不能強制自己下線，請使用登出', 'You cannot force yourself offline; sign out instead'],
  'online-no-user': ['用户不存在', '使用者不存在', 'No such user'],
  'online-forced': ['已强制下线', '已強制下線', 'The user has been forced offline'],
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

/** Picks the first supported language of Accept-Language (by q weight); zh-CN when none matches (seed 000 section 1). */
export function requestLanguage(request: FastifyRequest): MessageLanguage {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return 'zh-CN';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().replace(/_/g, '-').split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return 'zh-CN';
}

/** The message for `key` in `language`, with `{name}` placeholders filled. */
export function message(language: MessageLanguage, key: MessageKey, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(MESSAGES[key][LANGUAGE_COLUMN[language]], params);
}

/** Binds `message` to the request's language. */
export function messagesFor(request: FastifyRequest): (key: MessageKey, params?: Record<string, string | number>) => string {
  const language = requestLanguage(request);
  return (key, params) => message(language, key, params);
}
