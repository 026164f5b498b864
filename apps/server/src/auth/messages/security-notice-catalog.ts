import type { MessageLocale } from '@amparo/contract/auth/message-locale';

// The security notices (docs/decisions/033-sessions-and-security-log.md): an email, or a text message when the
// account has only a phone, after something the person should know about their account's security: a sign-in
// from a new device, a reused refresh token, and changes to the ways in (two-step sign-in, recovery codes,
// passkeys; decisions 034 and 035). Kept apart from the code emails.
// Placeholders: {device} ("Chrome on Android", or the locale's `unknownDevice`): the device that signed in, or
// the one the change was made from; {link} (the security center).
// Every language has every string with the same placeholders (a test checks it).

export const SECURITY_NOTICE_KINDS = [
  'newDeviceSignIn',
  'refreshTokenReused',
  /** An authenticator app was verified for two-step sign-in (the first one, or another). */
  'twoStepAdded',
  /** A verified authenticator app was removed (if it was the last, two-step sign-in is off). */
  'twoStepRemoved',
  /** The recovery codes were replaced by a new set (the old ones stop working). */
  'recoveryCodesRegenerated',
  'passkeyAdded',
  'passkeyRemoved',
] as const;

export type SecurityNoticeKind = (typeof SECURITY_NOTICE_KINDS)[number];

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
  twoStepAdded: {
    subject: 'Two-step sign-in was set up on your Amparo account',
    body: 'An authenticator app was just set up for two-step sign-in on your Amparo account, from {device}. Signing in now also asks for a code from that app.',
    advice:
      'If this was you, you do not need to do anything. If it was not, someone who knows your password may be in your account: open the security center, sign out the sessions you do not recognize and change your password.',
    sms: 'Amparo: two-step sign-in was set up on your account from {device}. If this was not you, sign out the sessions you do not recognize and change your password: {link}',
  },
  twoStepRemoved: {
    subject: 'An app was removed from two-step sign-in on your Amparo account',
    body: 'An authenticator app was just removed from two-step sign-in on your Amparo account, from {device}. If it was the only one, your password alone is now enough to sign in.',
    advice:
      'If this was you, you do not need to do anything. If it was not, open the security center, sign out the sessions you do not recognize, change your password and set up two-step sign-in again.',
    sms: 'Amparo: an app was removed from two-step sign-in on your account from {device}. If this was not you, sign out the sessions you do not recognize and change your password: {link}',
  },
  recoveryCodesRegenerated: {
    subject: 'New recovery codes were made for your Amparo account',
    body: 'New recovery codes for two-step sign-in were just made for your Amparo account, from {device}. The old codes no longer work.',
    advice:
      'If this was you, keep the new codes somewhere safe. If it was not, open the security center, sign out the sessions you do not recognize and change your password.',
    sms: 'Amparo: new recovery codes were made for your account from {device}; the old ones no longer work. If this was not you, review your sessions: {link}',
  },
  passkeyAdded: {
    subject: 'A passkey was added to your Amparo account',
    body: 'A new passkey was just added to your Amparo account, from {device}. Whoever holds it can sign in with it, without your password.',
    advice:
      'If this was you, you do not need to do anything. If it was not, open the security center, remove that passkey, sign out the sessions you do not recognize and change your password.',
    sms: 'Amparo: a passkey was added to your account from {device}. If this was not you, remove it and change your password: {link}',
  },
  passkeyRemoved: {
    subject: 'A passkey was removed from your Amparo account',
    body: 'A passkey was just removed from your Amparo account, from {device}. It can no longer be used to sign in.',
    advice:
      'If this was you, you do not need to do anything. If it was not, open the security center, sign out the sessions you do not recognize and change your password.',
    sms: 'Amparo: a passkey was removed from your account from {device}. If this was not you, sign out the sessions you do not recognize and change your password: {link}',
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
  twoStepAdded: {
    subject: 'Se activó el inicio de sesión en dos pasos en su cuenta de Amparo',
    body: 'Se acaba de configurar una aplicación de autenticación para el inicio de sesión en dos pasos en su cuenta de Amparo, desde {device}. Ahora, para iniciar sesión, también se pedirá un código de esa aplicación.',
    advice:
      'Si fue usted, no necesita hacer nada. Si no fue usted, puede que alguien que conoce su contraseña esté en su cuenta: abra el centro de seguridad, cierre las sesiones que no reconozca y cambie su contraseña.',
    sms: 'Amparo: se activó el inicio de sesión en dos pasos en su cuenta desde {device}. Si no fue usted, cierre las sesiones que no reconozca y cambie su contraseña: {link}',
  },
  twoStepRemoved: {
    subject: 'Se quitó una aplicación del inicio de sesión en dos pasos de su cuenta de Amparo',
    body: 'Se acaba de quitar una aplicación de autenticación del inicio de sesión en dos pasos de su cuenta de Amparo, desde {device}. Si era la única, ahora basta con su contraseña para iniciar sesión.',
    advice:
      'Si fue usted, no necesita hacer nada. Si no fue usted, abra el centro de seguridad, cierre las sesiones que no reconozca, cambie su contraseña y vuelva a activar el inicio de sesión en dos pasos.',
    sms: 'Amparo: se quitó una aplicación del inicio de sesión en dos pasos de su cuenta desde {device}. Si no fue usted, cierre las sesiones que no reconozca y cambie su contraseña: {link}',
  },
  recoveryCodesRegenerated: {
    subject: 'Se crearon nuevos códigos de recuperación para su cuenta de Amparo',
    body: 'Se acaban de crear nuevos códigos de recuperación del inicio de sesión en dos pasos para su cuenta de Amparo, desde {device}. Los códigos anteriores ya no funcionan.',
    advice:
      'Si fue usted, guarde los nuevos códigos en un lugar seguro. Si no fue usted, abra el centro de seguridad, cierre las sesiones que no reconozca y cambie su contraseña.',
    sms: 'Amparo: se crearon nuevos códigos de recuperación para su cuenta desde {device}; los anteriores ya no funcionan. Si no fue usted, revise sus sesiones: {link}',
  },
  passkeyAdded: {
    subject: 'Se agregó una llave de acceso a su cuenta de Amparo',
    body: 'Se acaba de agregar una nueva llave de acceso a su cuenta de Amparo, desde {device}. Quien la tenga puede iniciar sesión con ella sin su contraseña.',
    advice:
      'Si fue usted, no necesita hacer nada. Si no fue usted, abra el centro de seguridad, elimine esa llave de acceso, cierre las sesiones que no reconozca y cambie su contraseña.',
    sms: 'Amparo: se agregó una llave de acceso a su cuenta desde {device}. Si no fue usted, elimínela y cambie su contraseña: {link}',
  },
  passkeyRemoved: {
    subject: 'Se eliminó una llave de acceso de su cuenta de Amparo',
    body: 'Se acaba de eliminar una llave de acceso de su cuenta de Amparo, desde {device}. Ya no sirve para iniciar sesión.',
    advice:
      'Si fue usted, no necesita hacer nada. Si no fue usted, abra el centro de seguridad, cierre las sesiones que no reconozca y cambie su contraseña.',
    sms: 'Amparo: se eliminó una llave de acceso de su cuenta desde {device}. Si no fue usted, cierre las sesiones que no reconozca y cambie su contraseña: {link}',
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
  twoStepAdded: {
    subject: 'Yo aktive koneksyon an de etap sou kont Amparo ou',
    body: 'Yo fèk mete yon aplikasyon otantifikasyon pou koneksyon an de etap sou kont Amparo ou, sou {device}. Kounye a, pou konekte, y ap mande yon kòd ki soti nan aplikasyon sa a tou.',
    advice:
      'Si se te ou, ou pa bezwen fè anyen. Si se pa t ou, yon moun ki konnen modpas ou ka nan kont ou: louvri sant sekirite a, dekonekte sesyon ou pa rekonèt yo epi chanje modpas ou.',
    sms: 'Amparo: yo aktive koneksyon an de etap sou kont ou sou {device}. Si se pa t ou, dekonekte sesyon ou pa rekonèt yo epi chanje modpas ou: {link}',
  },
  twoStepRemoved: {
    subject: 'Yo retire yon aplikasyon nan koneksyon an de etap kont Amparo ou',
    body: 'Yo fèk retire yon aplikasyon otantifikasyon nan koneksyon an de etap kont Amparo ou, sou {device}. Si se te sèl aplikasyon an, kounye a modpas ou sifi pou w konekte.',
    advice:
      'Si se te ou, ou pa bezwen fè anyen. Si se pa t ou, louvri sant sekirite a, dekonekte sesyon ou pa rekonèt yo, chanje modpas ou epi aktive koneksyon an de etap ankò.',
    sms: 'Amparo: yo retire yon aplikasyon nan koneksyon an de etap kont ou sou {device}. Si se pa t ou, dekonekte sesyon ou pa rekonèt yo epi chanje modpas ou: {link}',
  },
  recoveryCodesRegenerated: {
    subject: 'Yo fè nouvo kòd rekiperasyon pou kont Amparo ou',
    body: 'Yo fèk fè nouvo kòd rekiperasyon pou koneksyon an de etap kont Amparo ou, sou {device}. Ansyen kòd yo pa mache ankò.',
    advice:
      'Si se te ou, kenbe nouvo kòd yo yon kote ki an sekirite. Si se pa t ou, louvri sant sekirite a, dekonekte sesyon ou pa rekonèt yo epi chanje modpas ou.',
    sms: 'Amparo: yo fè nouvo kòd rekiperasyon pou kont ou sou {device}; ansyen yo pa mache ankò. Si se pa t ou, gade sesyon ou yo: {link}',
  },
  passkeyAdded: {
    subject: 'Yo ajoute yon kle pou antre nan kont Amparo ou',
    body: 'Yo fèk ajoute yon nouvo kle pou antre (passkey) nan kont Amparo ou, sou {device}. Nenpòt moun ki genyen l ka konekte avè l san modpas ou.',
    advice:
      'Si se te ou, ou pa bezwen fè anyen. Si se pa t ou, louvri sant sekirite a, retire kle sa a, dekonekte sesyon ou pa rekonèt yo epi chanje modpas ou.',
    sms: 'Amparo: yo ajoute yon kle pou antre nan kont ou sou {device}. Si se pa t ou, retire l epi chanje modpas ou: {link}',
  },
  passkeyRemoved: {
    subject: 'Yo retire yon kle pou antre nan kont Amparo ou',
    body: 'Yo fèk retire yon kle pou antre (passkey) nan kont Amparo ou, sou {device}. Li pa ka sèvi pou konekte ankò.',
    advice:
      'Si se te ou, ou pa bezwen fè anyen. Si se pa t ou, louvri sant sekirite a, dekonekte sesyon ou pa rekonèt yo epi chanje modpas ou.',
    sms: 'Amparo: yo retire yon kle pou antre nan kont ou sou {device}. Si se pa t ou, dekonekte sesyon ou pa rekonèt yo epi chanje modpas ou: {link}',
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
  twoStepAdded: {
    subject: 'O login em duas etapas foi ativado na sua conta da Amparo',
    body: 'Um aplicativo autenticador acabou de ser configurado para o login em duas etapas na sua conta da Amparo, a partir de {device}. Agora, para entrar, também será pedido um código desse aplicativo.',
    advice:
      'Se foi você, não precisa fazer nada. Se não foi, alguém que sabe sua senha pode estar na sua conta: abra a central de segurança, encerre as sessões que você não reconhece e troque sua senha.',
    sms: 'Amparo: o login em duas etapas foi ativado na sua conta a partir de {device}. Se não foi você, encerre as sessões que você não reconhece e troque sua senha: {link}',
  },
  twoStepRemoved: {
    subject: 'Um aplicativo foi removido do login em duas etapas da sua conta da Amparo',
    body: 'Um aplicativo autenticador acabou de ser removido do login em duas etapas da sua conta da Amparo, a partir de {device}. Se era o único, agora só a sua senha basta para entrar.',
    advice:
      'Se foi você, não precisa fazer nada. Se não foi, abra a central de segurança, encerre as sessões que você não reconhece, troque sua senha e ative de novo o login em duas etapas.',
    sms: 'Amparo: um aplicativo foi removido do login em duas etapas da sua conta a partir de {device}. Se não foi você, encerre as sessões que você não reconhece e troque sua senha: {link}',
  },
  recoveryCodesRegenerated: {
    subject: 'Novos códigos de recuperação foram gerados para sua conta da Amparo',
    body: 'Novos códigos de recuperação do login em duas etapas acabaram de ser gerados para sua conta da Amparo, a partir de {device}. Os códigos antigos não funcionam mais.',
    advice:
      'Se foi você, guarde os novos códigos em um lugar seguro. Se não foi, abra a central de segurança, encerre as sessões que você não reconhece e troque sua senha.',
    sms: 'Amparo: novos códigos de recuperação foram gerados para sua conta a partir de {device}; os antigos não funcionam mais. Se não foi você, revise suas sessões: {link}',
  },
  passkeyAdded: {
    subject: 'Uma chave de acesso foi adicionada à sua conta da Amparo',
    body: 'Uma nova chave de acesso acabou de ser adicionada à sua conta da Amparo, a partir de {device}. Quem a tiver pode entrar com ela, sem a sua senha.',
    advice:
      'Se foi você, não precisa fazer nada. Se não foi, abra a central de segurança, remova essa chave de acesso, encerre as sessões que você não reconhece e troque sua senha.',
    sms: 'Amparo: uma chave de acesso foi adicionada à sua conta a partir de {device}. Se não foi você, remova-a e troque sua senha: {link}',
  },
  passkeyRemoved: {
    subject: 'Uma chave de acesso foi removida da sua conta da Amparo',
    body: 'Uma chave de acesso acabou de ser removida da sua conta da Amparo, a partir de {device}. Ela não serve mais para entrar.',
    advice:
      'Se foi você, não precisa fazer nada. Se não foi, abra a central de segurança, encerre as sessões que você não reconhece e troque sua senha.',
    sms: 'Amparo: uma chave de acesso foi removida da sua conta a partir de {device}. Se não foi você, encerre as sessões que você não reconhece e troque sua senha: {link}',
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
  twoStepAdded: {
    subject: 'La connexion en deux étapes a été activée sur votre compte Amparo',
    body: 'Une application d’authentification vient d’être configurée pour la connexion en deux étapes de votre compte Amparo, depuis {device}. Désormais, la connexion demande aussi un code de cette application.',
    advice:
      'Si c’est vous, vous n’avez rien à faire. Sinon, quelqu’un qui connaît votre mot de passe est peut-être dans votre compte\u00a0: ouvrez le centre de sécurité, déconnectez les sessions que vous ne reconnaissez pas et changez votre mot de passe.',
    sms: 'Amparo\u00a0: la connexion en deux étapes a été activée sur votre compte depuis {device}. Si ce n’est pas vous, déconnectez les sessions inconnues et changez votre mot de passe\u00a0: {link}',
  },
  twoStepRemoved: {
    subject: 'Une application a été retirée de la connexion en deux étapes de votre compte Amparo',
    body: 'Une application d’authentification vient d’être retirée de la connexion en deux étapes de votre compte Amparo, depuis {device}. Si c’était la seule, votre mot de passe suffit désormais pour vous connecter.',
    advice:
      'Si c’est vous, vous n’avez rien à faire. Sinon, ouvrez le centre de sécurité, déconnectez les sessions que vous ne reconnaissez pas, changez votre mot de passe et réactivez la connexion en deux étapes.',
    sms: 'Amparo\u00a0: une application a été retirée de la connexion en deux étapes de votre compte depuis {device}. Si ce n’est pas vous, déconnectez les sessions inconnues et changez votre mot de passe\u00a0: {link}',
  },
  recoveryCodesRegenerated: {
    subject: 'De nouveaux codes de secours ont été créés pour votre compte Amparo',
    body: 'De nouveaux codes de secours pour la connexion en deux étapes viennent d’être créés pour votre compte Amparo, depuis {device}. Les anciens codes ne fonctionnent plus.',
    advice:
      'Si c’est vous, gardez les nouveaux codes en lieu sûr. Sinon, ouvrez le centre de sécurité, déconnectez les sessions que vous ne reconnaissez pas et changez votre mot de passe.',
    sms: 'Amparo\u00a0: de nouveaux codes de secours ont été créés pour votre compte depuis {device}\u00a0; les anciens ne fonctionnent plus. Si ce n’est pas vous, vérifiez vos sessions\u00a0: {link}',
  },
  passkeyAdded: {
    subject: 'Une clé d’accès a été ajoutée à votre compte Amparo',
    body: 'Une nouvelle clé d’accès vient d’être ajoutée à votre compte Amparo, depuis {device}. Quiconque la détient peut se connecter avec elle, sans votre mot de passe.',
    advice:
      'Si c’est vous, vous n’avez rien à faire. Sinon, ouvrez le centre de sécurité, supprimez cette clé d’accès, déconnectez les sessions que vous ne reconnaissez pas et changez votre mot de passe.',
    sms: 'Amparo\u00a0: une clé d’accès a été ajoutée à votre compte depuis {device}. Si ce n’est pas vous, supprimez-la et changez votre mot de passe\u00a0: {link}',
  },
  passkeyRemoved: {
    subject: 'Une clé d’accès a été supprimée de votre compte Amparo',
    body: 'Une clé d’accès vient d’être supprimée de votre compte Amparo, depuis {device}. Elle ne permet plus de se connecter.',
    advice:
      'Si c’est vous, vous n’avez rien à faire. Sinon, ouvrez le centre de sécurité, déconnectez les sessions que vous ne reconnaissez pas et changez votre mot de passe.',
    sms: 'Amparo\u00a0: une clé d’accès a été supprimée de votre compte depuis {device}. Si ce n’est pas vous, déconnectez les sessions inconnues et changez votre mot de passe\u00a0: {link}',
  },
};

const ar: SecurityNoticeCatalog = {
  unknownDevice: 'جهاز غير معروف',
  action: 'مراجعة جلساتي',
  newDeviceSignIn: {
    subject: 'تسجيل دخول جديد إلى حسابك في Amparo',
    body: 'سجّل أحدهم الدخول للتو إلى حسابك في Amparo من جهاز أو شبكة لم نرها على حسابك مؤخرًا: {device}.',
    advice:
      'إذا كان ذلك منك، فلا داعي لفعل أي شيء. وإن لم يكن منك، فيُرجى فتح مركز الأمان وتسجيل الخروج من تلك الجلسة وتغيير كلمة المرور.',
    sms: 'Amparo: تسجيل دخول جديد إلى حسابك من {device}. إن لم يكن ذلك منك، فيُرجى تسجيل الخروج من تلك الجلسة وتغيير كلمة المرور: {link}',
  },
  refreshTokenReused: {
    subject: 'أنهينا إحدى جلساتك في Amparo',
    body: 'استُخدم مفتاح الدخول لإحدى جلساتك في Amparo مرتين. قد يعني هذا أن أحدًا نسخه، لذلك أنهينا تلك الجلسة لحمايتك.',
    advice:
      'إذا كان Amparo مفتوحًا لديك في مكانين في الوقت نفسه فقط، فيكفي تسجيل الدخول مرة أخرى. وإذا بدا لك شيء غير طبيعي، فيُرجى مراجعة جلساتك وتغيير كلمة المرور.',
    sms: 'Amparo: أنهينا إحدى جلساتك لأن مفتاح الدخول الخاص بها استُخدم مرتين. يُرجى مراجعة جلساتك وتغيير كلمة المرور إذا لزم الأمر: {link}',
  },
  twoStepAdded: {
    subject: 'فُعِّل تسجيل الدخول بخطوتين في حسابك في Amparo',
    body: 'أُعِدّ للتو تطبيق مصادقة لتسجيل الدخول بخطوتين في حسابك في Amparo، من {device}. ومن الآن يطلب تسجيل الدخول أيضًا رمزًا من ذلك التطبيق.',
    advice:
      'إذا كان ذلك منك، فلا داعي لفعل أي شيء. وإن لم يكن منك، فقد يكون في حسابك شخص يعرف كلمة المرور: يُرجى فتح مركز الأمان، وتسجيل الخروج من الجلسات غير المعروفة لك، وتغيير كلمة المرور.',
    sms: 'Amparo: فُعِّل تسجيل الدخول بخطوتين في حسابك من {device}. إن لم يكن ذلك منك، فيُرجى تسجيل الخروج من الجلسات غير المعروفة لك وتغيير كلمة المرور: {link}',
  },
  twoStepRemoved: {
    subject: 'أُزيل تطبيق من تسجيل الدخول بخطوتين في حسابك في Amparo',
    body: 'أُزيل للتو تطبيق مصادقة من تسجيل الدخول بخطوتين في حسابك في Amparo، من {device}. وإن كان التطبيق الوحيد، فكلمة المرور وحدها تكفي الآن لتسجيل الدخول.',
    advice:
      'إذا كان ذلك منك، فلا داعي لفعل أي شيء. وإن لم يكن منك، فيُرجى فتح مركز الأمان، وتسجيل الخروج من الجلسات غير المعروفة لك، وتغيير كلمة المرور، ثم تفعيل تسجيل الدخول بخطوتين من جديد.',
    sms: 'Amparo: أُزيل تطبيق من تسجيل الدخول بخطوتين في حسابك من {device}. إن لم يكن ذلك منك، فيُرجى تسجيل الخروج من الجلسات غير المعروفة لك وتغيير كلمة المرور: {link}',
  },
  recoveryCodesRegenerated: {
    subject: 'أُنشئت رموز استرداد جديدة لحسابك في Amparo',
    body: 'أُنشئت للتو رموز استرداد جديدة لتسجيل الدخول بخطوتين في حسابك في Amparo، من {device}. ولم تعد الرموز القديمة تعمل.',
    advice:
      'إذا كان ذلك منك، فيُرجى حفظ الرموز الجديدة في مكان آمن. وإن لم يكن منك، فيُرجى فتح مركز الأمان، وتسجيل الخروج من الجلسات غير المعروفة لك، وتغيير كلمة المرور.',
    sms: 'Amparo: أُنشئت رموز استرداد جديدة لحسابك من {device}، ولم تعد الرموز القديمة تعمل. إن لم يكن ذلك منك، فيُرجى مراجعة جلساتك: {link}',
  },
  passkeyAdded: {
    subject: 'أُضيف مفتاح مرور إلى حسابك في Amparo',
    body: 'أُضيف للتو مفتاح مرور جديد إلى حسابك في Amparo، من {device}. ومن يملكه يستطيع تسجيل الدخول به دون كلمة المرور.',
    advice:
      'إذا كان ذلك منك، فلا داعي لفعل أي شيء. وإن لم يكن منك، فيُرجى فتح مركز الأمان، وحذف مفتاح المرور هذا، وتسجيل الخروج من الجلسات غير المعروفة لك، وتغيير كلمة المرور.',
    sms: 'Amparo: أُضيف مفتاح مرور إلى حسابك من {device}. إن لم يكن ذلك منك، فيُرجى حذفه وتغيير كلمة المرور: {link}',
  },
  passkeyRemoved: {
    subject: 'حُذف مفتاح مرور من حسابك في Amparo',
    body: 'حُذف للتو مفتاح مرور من حسابك في Amparo، من {device}. ولم يعد ممكنًا تسجيل الدخول به.',
    advice:
      'إذا كان ذلك منك، فلا داعي لفعل أي شيء. وإن لم يكن منك، فيُرجى فتح مركز الأمان، وتسجيل الخروج من الجلسات غير المعروفة لك، وتغيير كلمة المرور.',
    sms: 'Amparo: حُذف مفتاح مرور من حسابك من {device}. إن لم يكن ذلك منك، فيُرجى تسجيل الخروج من الجلسات غير المعروفة لك وتغيير كلمة المرور: {link}',
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
  twoStepAdded: {
    subject: 'آپ کے Amparo اکاؤنٹ پر دو مرحلہ سائن ان آن کر دیا گیا',
    body: 'ابھی {device} سے آپ کے Amparo اکاؤنٹ میں دو مرحلہ سائن ان کے لیے ایک تصدیقی ایپ سیٹ اپ کی گئی ہے۔ اب سائن ان کرتے وقت اس ایپ کا کوڈ بھی مانگا جائے گا۔',
    advice:
      'اگر یہ آپ تھے تو آپ کو کچھ کرنے کی ضرورت نہیں۔ اگر آپ نہیں تھے تو ہو سکتا ہے آپ کا پاس ورڈ جاننے والا کوئی شخص آپ کے اکاؤنٹ میں ہو: سیکیورٹی سینٹر کھولیں، جن سیشنز کو آپ نہیں پہچانتے ان سے سائن آؤٹ کریں اور اپنا پاس ورڈ تبدیل کریں۔',
    sms: 'Amparo: آپ کے اکاؤنٹ پر {device} سے دو مرحلہ سائن ان آن کیا گیا ہے۔ اگر یہ آپ نہیں تھے تو انجان سیشنز سے سائن آؤٹ کریں اور پاس ورڈ تبدیل کریں: {link}',
  },
  twoStepRemoved: {
    subject: 'آپ کے Amparo اکاؤنٹ کے دو مرحلہ سائن ان سے ایک ایپ ہٹا دی گئی',
    body: 'ابھی {device} سے آپ کے Amparo اکاؤنٹ کے دو مرحلہ سائن ان سے ایک تصدیقی ایپ ہٹا دی گئی ہے۔ اگر یہی واحد ایپ تھی تو اب سائن ان کے لیے صرف آپ کا پاس ورڈ کافی ہے۔',
    advice:
      'اگر یہ آپ تھے تو آپ کو کچھ کرنے کی ضرورت نہیں۔ اگر آپ نہیں تھے تو سیکیورٹی سینٹر کھولیں، جن سیشنز کو آپ نہیں پہچانتے ان سے سائن آؤٹ کریں، اپنا پاس ورڈ تبدیل کریں اور دو مرحلہ سائن ان دوبارہ آن کریں۔',
    sms: 'Amparo: {device} سے آپ کے اکاؤنٹ کے دو مرحلہ سائن ان سے ایک ایپ ہٹا دی گئی ہے۔ اگر یہ آپ نہیں تھے تو انجان سیشنز سے سائن آؤٹ کریں اور پاس ورڈ تبدیل کریں: {link}',
  },
  recoveryCodesRegenerated: {
    subject: 'آپ کے Amparo اکاؤنٹ کے لیے نئے بحالی کوڈ بنائے گئے',
    body: 'ابھی {device} سے آپ کے Amparo اکاؤنٹ کے دو مرحلہ سائن ان کے لیے نئے بحالی کوڈ بنائے گئے ہیں۔ پرانے کوڈ اب کام نہیں کرتے۔',
    advice:
      'اگر یہ آپ تھے تو نئے کوڈ کسی محفوظ جگہ رکھیں۔ اگر آپ نہیں تھے تو سیکیورٹی سینٹر کھولیں، جن سیشنز کو آپ نہیں پہچانتے ان سے سائن آؤٹ کریں اور اپنا پاس ورڈ تبدیل کریں۔',
    sms: 'Amparo: {device} سے آپ کے اکاؤنٹ کے لیے نئے بحالی کوڈ بنائے گئے ہیں، پرانے اب کام نہیں کرتے۔ اگر یہ آپ نہیں تھے تو اپنے سیشن دیکھیں: {link}',
  },
  passkeyAdded: {
    subject: 'آپ کے Amparo اکاؤنٹ میں ایک پاس کی شامل کی گئی',
    body: 'ابھی {device} سے آپ کے Amparo اکاؤنٹ میں ایک نئی پاس کی شامل کی گئی ہے۔ جس کے پاس یہ ہو وہ آپ کے پاس ورڈ کے بغیر اس سے سائن ان کر سکتا ہے۔',
    advice:
      'اگر یہ آپ تھے تو آپ کو کچھ کرنے کی ضرورت نہیں۔ اگر آپ نہیں تھے تو سیکیورٹی سینٹر کھولیں، وہ پاس کی ہٹا دیں، جن سیشنز کو آپ نہیں پہچانتے ان سے سائن آؤٹ کریں اور اپنا پاس ورڈ تبدیل کریں۔',
    sms: 'Amparo: {device} سے آپ کے اکاؤنٹ میں ایک پاس کی شامل کی گئی ہے۔ اگر یہ آپ نہیں تھے تو اسے ہٹا دیں اور پاس ورڈ تبدیل کریں: {link}',
  },
  passkeyRemoved: {
    subject: 'آپ کے Amparo اکاؤنٹ کی ایک پاس کی ہٹا دی گئی',
    body: 'ابھی {device} سے آپ کے Amparo اکاؤنٹ کی ایک پاس کی ہٹا دی گئی ہے۔ اب اس سے سائن ان نہیں کیا جا سکتا۔',
    advice:
      'اگر یہ آپ تھے تو آپ کو کچھ کرنے کی ضرورت نہیں۔ اگر آپ نہیں تھے تو سیکیورٹی سینٹر کھولیں، جن سیشنز کو آپ نہیں پہچانتے ان سے سائن آؤٹ کریں اور اپنا پاس ورڈ تبدیل کریں۔',
    sms: 'Amparo: {device} سے آپ کے اکاؤنٹ کی ایک پاس کی ہٹا دی گئی ہے۔ اگر یہ آپ نہیں تھے تو انجان سیشنز سے سائن آؤٹ کریں اور پاس ورڈ تبدیل کریں: {link}',
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
