import type { MessageLocale } from '@amparo/contract/auth/message-locale';

// The security notices (docs/decisions/033-sessions-and-security-log.md): an email, or a text message when the
// account has only a phone, after something the person should know about their account's security. Kept apart
// from the code emails so the two-factor and passkey notices can be added here without touching those.
// Placeholders: {device} ("Chrome on Android", or the locale's `unknownDevice`), {link} (the security center).
// Every language has every string with the same placeholders (a test checks it).

export type SecurityNoticeKind = 'newDeviceSignIn' | 'refreshTokenReused';

export type SecurityNoticeEntry = { subject: string; body: string; advice: string; sms: string };

export type SecurityNoticeCatalog = Record<SecurityNoticeKind, SecurityNoticeEntry> & {
  /** Stands in for {device} when the browser did not say what it is. */
  unknownDevice: string;
  /** The label of the button that opens the security center. */
  action: string;
};

const en: SecurityNoticeCatalog = {
  unknownDevice: 'an unknown device',
  action: 'Review my sessions',
  newDeviceSignIn: {
    subject: 'New sign-in to your Amparo account',
    body: 'Someone just signed in to your Amparo account from a device or network we have not seen on it recently: {device}.',
    advice:
      'If this was you, you do not need to do anything. If it was not, open the security center, sign out that session and change your password.',
    sms: 'Amparo: new sign-in to your account from {device}. If this was not you, sign out that session and change your password: {link}',
  },
  refreshTokenReused: {
    subject: 'We signed out one of your Amparo sessions',
    body: 'The sign-in key of one of your Amparo sessions was used twice. This can mean someone copied it, so we ended that session to protect you.',
    advice:
      'If you only had Amparo open in two places at once, simply sign in again. If something seems wrong, review your sessions and change your password.',
    sms: 'Amparo: we ended one of your sessions because its sign-in key was used twice. Review your sessions, and change your password if needed: {link}',
  },
};

const es: SecurityNoticeCatalog = {
  unknownDevice: 'un dispositivo desconocido',
  action: 'Revisar mis sesiones',
  newDeviceSignIn: {
    subject: 'Nuevo inicio de sesión en su cuenta de Amparo',
    body: 'Alguien acaba de iniciar sesión en su cuenta de Amparo desde un dispositivo o una red que no habíamos visto en ella recientemente: {device}.',
    advice:
      'Si fue usted, no necesita hacer nada. Si no fue usted, abra el centro de seguridad, cierre esa sesión y cambie su contraseña.',
    sms: 'Amparo: nuevo inicio de sesión en su cuenta desde {device}. Si no fue usted, cierre esa sesión y cambie su contraseña: {link}',
  },
  refreshTokenReused: {
    subject: 'Cerramos una de sus sesiones de Amparo',
    body: 'La clave de acceso de una de sus sesiones de Amparo se usó dos veces. Esto puede significar que alguien la copió, así que cerramos esa sesión para protegerle.',
    advice:
      'Si solo tenía Amparo abierto en dos lugares a la vez, simplemente vuelva a iniciar sesión. Si algo le parece extraño, revise sus sesiones y cambie su contraseña.',
    sms: 'Amparo: cerramos una de sus sesiones porque su clave de acceso se usó dos veces. Revise sus sesiones y, si hace falta, cambie su contraseña: {link}',
  },
};

const ht: SecurityNoticeCatalog = {
  unknownDevice: 'yon aparèy nou pa konnen',
  action: 'Gade sesyon mwen yo',
  newDeviceSignIn: {
    subject: 'Yon nouvo koneksyon nan kont Amparo ou',
    body: 'Yon moun fèk konekte nan kont Amparo ou sou yon aparèy oswa yon rezo nou pa t wè sou kont lan dènyèman: {device}.',
    advice:
      'Si se te ou, ou pa bezwen fè anyen. Si se pa t ou, louvri sant sekirite a, dekonekte sesyon sa a epi chanje modpas ou.',
    sms: 'Amparo: yon nouvo koneksyon nan kont ou sou {device}. Si se pa t ou, dekonekte sesyon sa a epi chanje modpas ou: {link}',
  },
  refreshTokenReused: {
    subject: 'Nou fèmen youn nan sesyon Amparo ou yo',
    body: 'Yo sèvi de fwa ak kle koneksyon youn nan sesyon Amparo ou yo. Sa ka vle di yon moun kopye l, kidonk nou fèmen sesyon sa a pou pwoteje ou.',
    advice:
      'Si ou te jis gen Amparo louvri de kote an menm tan, konekte ankò. Si gen yon bagay ki pa sanble nòmal, gade sesyon ou yo epi chanje modpas ou.',
    sms: 'Amparo: nou fèmen youn nan sesyon ou yo paske yo sèvi de fwa ak kle koneksyon li. Gade sesyon ou yo, epi chanje modpas ou si sa nesesè: {link}',
  },
};

const pt: SecurityNoticeCatalog = {
  unknownDevice: 'um aparelho desconhecido',
  action: 'Revisar minhas sessões',
  newDeviceSignIn: {
    subject: 'Nova entrada na sua conta da Amparo',
    body: 'Alguém acabou de entrar na sua conta da Amparo a partir de um aparelho ou de uma rede que não víamos nela recentemente: {device}.',
    advice:
      'Se foi você, não precisa fazer nada. Se não foi, abra a central de segurança, encerre essa sessão e troque sua senha.',
    sms: 'Amparo: nova entrada na sua conta a partir de {device}. Se não foi você, encerre essa sessão e troque sua senha: {link}',
  },
  refreshTokenReused: {
    subject: 'Encerramos uma das suas sessões da Amparo',
    body: 'A chave de acesso de uma das suas sessões da Amparo foi usada duas vezes. Isso pode significar que alguém a copiou, então encerramos essa sessão para proteger você.',
    advice:
      'Se você só estava com a Amparo aberta em dois lugares ao mesmo tempo, basta entrar de novo. Se algo parecer errado, revise suas sessões e troque sua senha.',
    sms: 'Amparo: encerramos uma das suas sessões porque a chave de acesso dela foi usada duas vezes. Revise suas sessões e, se precisar, troque sua senha: {link}',
  },
};

const fr: SecurityNoticeCatalog = {
  unknownDevice: 'un appareil inconnu',
  action: 'Vérifier mes sessions',
  newDeviceSignIn: {
    subject: 'Nouvelle connexion à votre compte Amparo',
    body: 'Quelqu’un vient de se connecter à votre compte Amparo depuis un appareil ou un réseau que nous n’y avions pas vu récemment\u00a0: {device}.',
    advice:
      'Si c’est vous, vous n’avez rien à faire. Sinon, ouvrez le centre de sécurité, déconnectez cette session et changez votre mot de passe.',
    sms: 'Amparo\u00a0: nouvelle connexion à votre compte depuis {device}. Si ce n’est pas vous, déconnectez cette session et changez votre mot de passe\u00a0: {link}',
  },
  refreshTokenReused: {
    subject: 'Nous avons fermé une de vos sessions Amparo',
    body: 'La clé de connexion d’une de vos sessions Amparo a été utilisée deux fois. Cela peut vouloir dire que quelqu’un l’a copiée\u00a0: nous avons donc fermé cette session pour vous protéger.',
    advice:
      'Si Amparo était simplement ouvert à deux endroits en même temps, reconnectez-vous. Si quelque chose vous semble anormal, vérifiez vos sessions et changez votre mot de passe.',
    sms: 'Amparo\u00a0: nous avons fermé une de vos sessions, car sa clé de connexion a été utilisée deux fois. Vérifiez vos sessions et, si besoin, changez votre mot de passe\u00a0: {link}',
  },
};

const ar: SecurityNoticeCatalog = {
  unknownDevice: 'جهاز غير معروف',
  action: 'مراجعة جلساتي',
  newDeviceSignIn: {
    subject: 'تسجيل دخول جديد إلى حسابك في Amparo',
    body: 'سجّل أحدهم الدخول للتو إلى حسابك في Amparo من جهاز أو شبكة لم نرها على حسابك مؤخرًا: {device}.',
    advice:
      'إذا كنت أنت، فلا داعي لفعل أي شيء. وإن لم تكن أنت، فافتح مركز الأمان وسجّل الخروج من تلك الجلسة وغيّر كلمة المرور.',
    sms: 'Amparo: تسجيل دخول جديد إلى حسابك من {device}. إن لم تكن أنت، فسجّل الخروج من تلك الجلسة وغيّر كلمة المرور: {link}',
  },
  refreshTokenReused: {
    subject: 'أنهينا إحدى جلساتك في Amparo',
    body: 'استُخدم مفتاح الدخول لإحدى جلساتك في Amparo مرتين. قد يعني هذا أن أحدًا نسخه، لذلك أنهينا تلك الجلسة لحمايتك.',
    advice:
      'إذا كان Amparo مفتوحًا لديك في مكانين في الوقت نفسه فقط، فسجّل الدخول مرة أخرى. وإذا بدا لك شيء غير طبيعي، فراجع جلساتك وغيّر كلمة المرور.',
    sms: 'Amparo: أنهينا إحدى جلساتك لأن مفتاح الدخول الخاص بها استُخدم مرتين. راجع جلساتك وغيّر كلمة المرور إذا لزم الأمر: {link}',
  },
};

const ur: SecurityNoticeCatalog = {
  unknownDevice: 'ایک نامعلوم آلہ',
  action: 'اپنے سیشن دیکھیں',
  newDeviceSignIn: {
    subject: 'آپ کے Amparo اکاؤنٹ میں نیا سائن ان',
    body: 'کسی نے ابھی آپ کے Amparo اکاؤنٹ میں ایسے آلے یا نیٹ ورک سے سائن ان کیا ہے جو ہم نے حال میں اس اکاؤنٹ پر نہیں دیکھا: {device}۔',
    advice:
      'اگر یہ آپ تھے تو آپ کو کچھ کرنے کی ضرورت نہیں۔ اگر آپ نہیں تھے تو سیکیورٹی سینٹر کھولیں، اس سیشن سے سائن آؤٹ کریں اور اپنا پاس ورڈ تبدیل کریں۔',
    sms: 'Amparo: آپ کے اکاؤنٹ میں {device} سے نیا سائن ان ہوا ہے۔ اگر یہ آپ نہیں تھے تو اس سیشن سے سائن آؤٹ کریں اور پاس ورڈ تبدیل کریں: {link}',
  },
  refreshTokenReused: {
    subject: 'ہم نے آپ کا ایک Amparo سیشن ختم کر دیا',
    body: 'آپ کے ایک Amparo سیشن کی سائن ان کلید دو بار استعمال ہوئی۔ اس کا مطلب ہو سکتا ہے کہ کسی نے اسے نقل کیا ہو، اس لیے آپ کی حفاظت کے لیے ہم نے وہ سیشن ختم کر دیا۔',
    advice:
      'اگر Amparo صرف ایک ہی وقت میں دو جگہ کھلا تھا تو دوبارہ سائن ان کر لیں۔ اگر کچھ غلط لگے تو اپنے سیشن دیکھیں اور پاس ورڈ تبدیل کریں۔',
    sms: 'Amparo: ہم نے آپ کا ایک سیشن ختم کر دیا کیونکہ اس کی سائن ان کلید دو بار استعمال ہوئی۔ اپنے سیشن دیکھیں اور ضرورت ہو تو پاس ورڈ تبدیل کریں: {link}',
  },
};

export const SECURITY_NOTICE_CATALOG: Record<MessageLocale, SecurityNoticeCatalog> = {
  en,
  es,
  ht,
  pt,
  fr,
  ar,
  ur,
};
