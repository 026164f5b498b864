import type { MessageLocale } from '@amparo/contract/auth/message-locale';

// The emails and text messages of the auth server in every language Amparo speaks. Written for someone who
// may be frightened and reading in a second language: short sentences, what to do, and what to do if it was
// not them. Placeholders: {code}, {minutes}, {link}, {address}. Every language has every string with the same
// placeholders (a test checks it), so a message can never go out half translated.

type CodeEmail = { subject: string; intro: string; ignore: string };
type CodeEmailWithLink = CodeEmail & { action: string };
type Notice = { subject: string; body: string; advice: string; sms: string };

export type LocaleCatalog = {
  common: {
    expiry: string;
    warning: string;
    linkHint: string;
    signature: string;
  };
  signupCode: CodeEmailWithLink & { sms: string };
  signinCode: CodeEmailWithLink & { sms: string };
  recovery: CodeEmailWithLink;
  reauthentication: CodeEmail & { sms: string };
  emailChangeCode: CodeEmailWithLink;
  phoneChangeCode: { sms: string };
  passwordChanged: Notice;
  emailChangeRequested: Notice;
  phoneChangeRequested: Notice;
  signupAttempt: Notice & { ignore: string };
};

const en: LocaleCatalog = {
  common: {
    expiry: 'The code expires in {minutes} minutes and works only once.',
    warning: 'Never share this code with anyone. Amparo will never ask you for it.',
    linkHint: 'If the button does not work, copy this link into your browser:',
    signature: 'The Amparo team',
  },
  signupCode: {
    subject: 'Confirm your Amparo account',
    intro: 'Welcome to Amparo. Enter this code to confirm your email address:',
    action: 'Confirm my email',
    ignore: 'If you did not create an Amparo account, you can ignore this message.',
    sms: 'Amparo: your confirmation code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
  },
  signinCode: {
    subject: 'Your Amparo sign-in code',
    intro: 'Enter this code to sign in to Amparo:',
    action: 'Sign in to Amparo',
    ignore:
      'If you did not try to sign in, you can ignore this message. Nobody can sign in without this code.',
    sms: 'Amparo: your sign-in code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
  },
  recovery: {
    subject: 'Reset your Amparo password',
    intro:
      'We received a request to reset the password of your Amparo account. Tap the button to choose a new password, or enter this code:',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this message. Your password has not changed.',
  },
  reauthentication: {
    subject: 'Your Amparo security code',
    intro: 'Enter this code to confirm it is you before changing your account:',
    ignore: 'If you did not ask for this code, someone may know your password. Sign in and change it.',
    sms: 'Amparo: your security code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
  },
  emailChangeCode: {
    subject: 'Confirm your new email address',
    intro: 'Enter this code to use this email address for your Amparo account:',
    action: 'Confirm this email',
    ignore: 'If you did not ask for this change, you can ignore this message.',
  },
  phoneChangeCode: {
    sms: 'Amparo: your code to confirm this phone number is {code}. It expires in {minutes} minutes. Never share it with anyone.',
  },
  passwordChanged: {
    subject: 'Your Amparo password was changed',
    body: 'The password of your Amparo account was just changed, and your other devices were signed out.',
    advice:
      'If you made this change, you do not need to do anything. If you did not, reset your password now:',
    sms: 'Amparo: your password was just changed. If this was not you, reset it now at {link}',
  },
  emailChangeRequested: {
    subject: 'The email of your Amparo account is being changed',
    body: 'Someone asked to change the email address of your Amparo account to {address}.',
    advice:
      'If this was you, you do not need to do anything. If it was not, sign in and change your password now:',
    sms: 'Amparo: someone asked to change the email of your account to {address}. If this was not you, sign in and change your password: {link}',
  },
  phoneChangeRequested: {
    subject: 'The phone number of your Amparo account is being changed',
    body: 'Someone asked to change the phone number of your Amparo account to {address}.',
    advice:
      'If this was you, you do not need to do anything. If it was not, sign in and change your password now:',
    sms: 'Amparo: someone asked to change the phone number of your account to {address}. If this was not you, sign in and change your password: {link}',
  },
  signupAttempt: {
    subject: 'Someone tried to create an Amparo account with your email',
    body: 'Someone tried to create a new Amparo account with this email address. You already have an account, so nothing was changed.',
    advice:
      'If it was you, sign in instead. If you forgot your password, you can reset it on the sign-in page:',
    ignore: 'If it was not you, you can ignore this message.',
    sms: 'Amparo: someone tried to create an account with this phone number. You already have one, so nothing was changed. Sign in at {link}',
  },
};

const es: LocaleCatalog = {
  common: {
    expiry: 'El código vence en {minutes} minutos y solo funciona una vez.',
    warning: 'Nunca comparta este código con nadie. Amparo nunca se lo pedirá.',
    linkHint: 'Si el botón no funciona, copie este enlace en su navegador:',
    signature: 'El equipo de Amparo',
  },
  signupCode: {
    subject: 'Confirme su cuenta de Amparo',
    intro: 'Le damos la bienvenida a Amparo. Ingrese este código para confirmar su correo electrónico:',
    action: 'Confirmar mi correo',
    ignore: 'Si usted no creó una cuenta en Amparo, puede ignorar este mensaje.',
    sms: 'Amparo: su código de confirmación es {code}. Vence en {minutes} minutos. Nunca lo comparta con nadie.',
  },
  signinCode: {
    subject: 'Su código para iniciar sesión en Amparo',
    intro: 'Ingrese este código para iniciar sesión en Amparo:',
    action: 'Iniciar sesión en Amparo',
    ignore:
      'Si usted no intentó iniciar sesión, puede ignorar este mensaje. Nadie puede entrar sin este código.',
    sms: 'Amparo: su código para iniciar sesión es {code}. Vence en {minutes} minutos. Nunca lo comparta con nadie.',
  },
  recovery: {
    subject: 'Restablezca su contraseña de Amparo',
    intro:
      'Recibimos una solicitud para restablecer la contraseña de su cuenta de Amparo. Toque el botón para elegir una nueva contraseña o ingrese este código:',
    action: 'Elegir una nueva contraseña',
    ignore: 'Si usted no lo pidió, puede ignorar este mensaje. Su contraseña no ha cambiado.',
  },
  reauthentication: {
    subject: 'Su código de seguridad de Amparo',
    intro: 'Ingrese este código para confirmar que es usted antes de hacer cambios en su cuenta:',
    ignore:
      'Si usted no pidió este código, es posible que alguien conozca su contraseña. Inicie sesión y cámbiela.',
    sms: 'Amparo: su código de seguridad es {code}. Vence en {minutes} minutos. Nunca lo comparta con nadie.',
  },
  emailChangeCode: {
    subject: 'Confirme su nuevo correo electrónico',
    intro: 'Ingrese este código para usar este correo electrónico en su cuenta de Amparo:',
    action: 'Confirmar este correo',
    ignore: 'Si usted no pidió este cambio, puede ignorar este mensaje.',
  },
  phoneChangeCode: {
    sms: 'Amparo: su código para confirmar este número de teléfono es {code}. Vence en {minutes} minutos. Nunca lo comparta con nadie.',
  },
  passwordChanged: {
    subject: 'Se cambió su contraseña de Amparo',
    body: 'La contraseña de su cuenta de Amparo se acaba de cambiar y se cerró la sesión en sus otros dispositivos.',
    advice:
      'Si usted hizo este cambio, no tiene que hacer nada. Si no fue usted, restablezca su contraseña ahora:',
    sms: 'Amparo: su contraseña se acaba de cambiar. Si no fue usted, restablézcala ahora en {link}',
  },
  emailChangeRequested: {
    subject: 'Se está cambiando el correo de su cuenta de Amparo',
    body: 'Alguien pidió cambiar el correo electrónico de su cuenta de Amparo a {address}.',
    advice:
      'Si fue usted, no tiene que hacer nada. Si no fue usted, inicie sesión y cambie su contraseña ahora:',
    sms: 'Amparo: alguien pidió cambiar el correo de su cuenta a {address}. Si no fue usted, inicie sesión y cambie su contraseña: {link}',
  },
  phoneChangeRequested: {
    subject: 'Se está cambiando el teléfono de su cuenta de Amparo',
    body: 'Alguien pidió cambiar el número de teléfono de su cuenta de Amparo a {address}.',
    advice:
      'Si fue usted, no tiene que hacer nada. Si no fue usted, inicie sesión y cambie su contraseña ahora:',
    sms: 'Amparo: alguien pidió cambiar el teléfono de su cuenta a {address}. Si no fue usted, inicie sesión y cambie su contraseña: {link}',
  },
  signupAttempt: {
    subject: 'Alguien intentó crear una cuenta de Amparo con su correo',
    body: 'Alguien intentó crear una nueva cuenta de Amparo con este correo electrónico. Usted ya tiene una cuenta, así que no se cambió nada.',
    advice:
      'Si fue usted, inicie sesión. Si olvidó su contraseña, puede restablecerla en la página para iniciar sesión:',
    ignore: 'Si no fue usted, puede ignorar este mensaje.',
    sms: 'Amparo: alguien intentó crear una cuenta con este número. Usted ya tiene una, así que no se cambió nada. Inicie sesión en {link}',
  },
};

const ht: LocaleCatalog = {
  common: {
    expiry: 'Kòd la ap ekspire nan {minutes} minit, epi li mache yon sèl fwa.',
    warning: 'Pa janm bay pèsonn kòd sa a. Amparo p ap janm mande w li.',
    linkHint: 'Si bouton an pa mache, kopye lyen sa a nan navigatè w la:',
    signature: 'Ekip Amparo a',
  },
  signupCode: {
    subject: 'Konfime kont Amparo ou',
    intro: 'Byenveni nan Amparo. Antre kòd sa a pou konfime adrès imèl ou:',
    action: 'Konfime imèl mwen',
    ignore: 'Si se pa ou ki te kreye yon kont Amparo, ou ka inyore mesaj sa a.',
    sms: 'Amparo: kòd konfimasyon ou se {code}. Li ap ekspire nan {minutes} minit. Pa janm bay pèsonn li.',
  },
  signinCode: {
    subject: 'Kòd ou pou konekte nan Amparo',
    intro: 'Antre kòd sa a pou konekte nan Amparo:',
    action: 'Konekte nan Amparo',
    ignore: 'Si se pa ou ki t ap eseye konekte, ou ka inyore mesaj sa a. Pèsonn pa ka konekte san kòd sa a.',
    sms: 'Amparo: kòd ou pou konekte se {code}. Li ap ekspire nan {minutes} minit. Pa janm bay pèsonn li.',
  },
  recovery: {
    subject: 'Chanje modpas Amparo ou',
    intro:
      'Nou resevwa yon demann pou chanje modpas kont Amparo ou. Peze bouton an pou chwazi yon nouvo modpas, oswa antre kòd sa a:',
    action: 'Chwazi yon nouvo modpas',
    ignore: 'Si se pa ou ki te mande sa, ou ka inyore mesaj sa a. Modpas ou pa chanje.',
  },
  reauthentication: {
    subject: 'Kòd sekirite Amparo ou',
    intro: 'Antre kòd sa a pou konfime se ou menm anvan ou fè chanjman nan kont ou:',
    ignore: 'Si se pa ou ki te mande kòd sa a, gen moun ki ka konnen modpas ou. Konekte epi chanje l.',
    sms: 'Amparo: kòd sekirite ou se {code}. Li ap ekspire nan {minutes} minit. Pa janm bay pèsonn li.',
  },
  emailChangeCode: {
    subject: 'Konfime nouvo adrès imèl ou',
    intro: 'Antre kòd sa a pou itilize adrès imèl sa a pou kont Amparo ou:',
    action: 'Konfime imèl sa a',
    ignore: 'Si se pa ou ki te mande chanjman sa a, ou ka inyore mesaj sa a.',
  },
  phoneChangeCode: {
    sms: 'Amparo: kòd ou pou konfime nimewo telefòn sa a se {code}. Li ap ekspire nan {minutes} minit. Pa janm bay pèsonn li.',
  },
  passwordChanged: {
    subject: 'Modpas Amparo ou chanje',
    body: 'Modpas kont Amparo ou fèk chanje, epi lòt aparèy ou yo dekonekte.',
    advice: 'Si se ou ki fè chanjman sa a, ou pa bezwen fè anyen. Si se pa ou, chanje modpas ou kounye a:',
    sms: 'Amparo: modpas ou fèk chanje. Si se pa ou, chanje l kounye a nan {link}',
  },
  emailChangeRequested: {
    subject: 'Y ap chanje imèl kont Amparo ou',
    body: 'Yon moun mande pou chanje adrès imèl kont Amparo ou pou {address}.',
    advice: 'Si se te ou, ou pa bezwen fè anyen. Si se pa t ou, konekte epi chanje modpas ou kounye a:',
    sms: 'Amparo: yon moun mande pou chanje imèl kont ou pou {address}. Si se pa t ou, konekte epi chanje modpas ou: {link}',
  },
  phoneChangeRequested: {
    subject: 'Y ap chanje nimewo telefòn kont Amparo ou',
    body: 'Yon moun mande pou chanje nimewo telefòn kont Amparo ou pou {address}.',
    advice: 'Si se te ou, ou pa bezwen fè anyen. Si se pa t ou, konekte epi chanje modpas ou kounye a:',
    sms: 'Amparo: yon moun mande pou chanje nimewo telefòn kont ou pou {address}. Si se pa t ou, konekte epi chanje modpas ou: {link}',
  },
  signupAttempt: {
    subject: 'Yon moun eseye kreye yon kont Amparo ak imèl ou',
    body: 'Yon moun eseye kreye yon nouvo kont Amparo ak adrès imèl sa a. Ou gen yon kont deja, kidonk anyen pa chanje.',
    advice: 'Si se te ou, konekte pito. Si ou bliye modpas ou, ou ka chanje l sou paj pou konekte a:',
    ignore: 'Si se pa t ou, ou ka inyore mesaj sa a.',
    sms: 'Amparo: yon moun eseye kreye yon kont ak nimewo sa a. Ou gen youn deja, kidonk anyen pa chanje. Konekte nan {link}',
  },
};

const pt: LocaleCatalog = {
  common: {
    expiry: 'O código expira em {minutes} minutos e só funciona uma vez.',
    warning: 'Nunca compartilhe este código com ninguém. A Amparo nunca vai pedir este código a você.',
    linkHint: 'Se o botão não funcionar, copie este link no seu navegador:',
    signature: 'Equipe Amparo',
  },
  signupCode: {
    subject: 'Confirme sua conta da Amparo',
    intro: 'Boas-vindas à Amparo. Digite este código para confirmar seu e-mail:',
    action: 'Confirmar meu e-mail',
    ignore: 'Se você não criou uma conta na Amparo, pode ignorar esta mensagem.',
    sms: 'Amparo: seu código de confirmação é {code}. Ele expira em {minutes} minutos. Nunca o compartilhe com ninguém.',
  },
  signinCode: {
    subject: 'Seu código para entrar na Amparo',
    intro: 'Digite este código para entrar na Amparo:',
    action: 'Entrar na Amparo',
    ignore: 'Se você não tentou entrar, pode ignorar esta mensagem. Ninguém consegue entrar sem este código.',
    sms: 'Amparo: seu código para entrar é {code}. Ele expira em {minutes} minutos. Nunca o compartilhe com ninguém.',
  },
  recovery: {
    subject: 'Redefina sua senha da Amparo',
    intro:
      'Recebemos um pedido para redefinir a senha da sua conta da Amparo. Toque no botão para escolher uma nova senha ou digite este código:',
    action: 'Escolher uma nova senha',
    ignore: 'Se você não pediu isso, pode ignorar esta mensagem. Sua senha não foi alterada.',
  },
  reauthentication: {
    subject: 'Seu código de segurança da Amparo',
    intro: 'Digite este código para confirmar que é você antes de alterar sua conta:',
    ignore:
      'Se você não pediu este código, alguém pode saber sua senha. Entre na sua conta e troque a senha.',
    sms: 'Amparo: seu código de segurança é {code}. Ele expira em {minutes} minutos. Nunca o compartilhe com ninguém.',
  },
  emailChangeCode: {
    subject: 'Confirme seu novo e-mail',
    intro: 'Digite este código para usar este e-mail na sua conta da Amparo:',
    action: 'Confirmar este e-mail',
    ignore: 'Se você não pediu esta alteração, pode ignorar esta mensagem.',
  },
  phoneChangeCode: {
    sms: 'Amparo: seu código para confirmar este número de telefone é {code}. Ele expira em {minutes} minutos. Nunca o compartilhe com ninguém.',
  },
  passwordChanged: {
    subject: 'Sua senha da Amparo foi alterada',
    body: 'A senha da sua conta da Amparo acabou de ser alterada, e seus outros aparelhos foram desconectados.',
    advice: 'Se foi você, não precisa fazer nada. Se não foi, redefina sua senha agora:',
    sms: 'Amparo: sua senha acabou de ser alterada. Se não foi você, redefina agora em {link}',
  },
  emailChangeRequested: {
    subject: 'O e-mail da sua conta da Amparo está sendo alterado',
    body: 'Alguém pediu para alterar o e-mail da sua conta da Amparo para {address}.',
    advice: 'Se foi você, não precisa fazer nada. Se não foi, entre na sua conta e troque sua senha agora:',
    sms: 'Amparo: alguém pediu para alterar o e-mail da sua conta para {address}. Se não foi você, entre e troque sua senha: {link}',
  },
  phoneChangeRequested: {
    subject: 'O telefone da sua conta da Amparo está sendo alterado',
    body: 'Alguém pediu para alterar o número de telefone da sua conta da Amparo para {address}.',
    advice: 'Se foi você, não precisa fazer nada. Se não foi, entre na sua conta e troque sua senha agora:',
    sms: 'Amparo: alguém pediu para alterar o telefone da sua conta para {address}. Se não foi você, entre e troque sua senha: {link}',
  },
  signupAttempt: {
    subject: 'Alguém tentou criar uma conta da Amparo com seu e-mail',
    body: 'Alguém tentou criar uma nova conta da Amparo com este e-mail. Você já tem uma conta, então nada foi alterado.',
    advice:
      'Se foi você, entre na sua conta. Se esqueceu sua senha, você pode redefini-la na página de entrada:',
    ignore: 'Se não foi você, pode ignorar esta mensagem.',
    sms: 'Amparo: alguém tentou criar uma conta com este número. Você já tem uma, então nada foi alterado. Entre em {link}',
  },
};

// French puts a no-break space before the colon.
const fr: LocaleCatalog = {
  common: {
    expiry: 'Ce code expire dans {minutes} minutes et ne fonctionne qu’une seule fois.',
    warning: 'Ne communiquez jamais ce code à personne. Amparo ne vous le demandera jamais.',
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    signature: 'L’équipe Amparo',
  },
  signupCode: {
    subject: 'Confirmez votre compte Amparo',
    intro: 'Bienvenue sur Amparo. Saisissez ce code pour confirmer votre adresse e-mail\u00a0:',
    action: 'Confirmer mon e-mail',
    ignore: 'Si vous n’avez pas créé de compte Amparo, vous pouvez ignorer ce message.',
    sms: 'Amparo\u00a0: votre code de confirmation est {code}. Il expire dans {minutes} minutes. Ne le communiquez à personne.',
  },
  signinCode: {
    subject: 'Votre code de connexion Amparo',
    intro: 'Saisissez ce code pour vous connecter à Amparo\u00a0:',
    action: 'Me connecter à Amparo',
    ignore:
      'Si vous n’avez pas essayé de vous connecter, vous pouvez ignorer ce message. Personne ne peut se connecter sans ce code.',
    sms: 'Amparo\u00a0: votre code de connexion est {code}. Il expire dans {minutes} minutes. Ne le communiquez à personne.',
  },
  recovery: {
    subject: 'Réinitialisez votre mot de passe Amparo',
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Amparo. Touchez le bouton pour choisir un nouveau mot de passe, ou saisissez ce code\u00a0:',
    action: 'Choisir un nouveau mot de passe',
    ignore: 'Si vous n’avez rien demandé, vous pouvez ignorer ce message. Votre mot de passe n’a pas changé.',
  },
  reauthentication: {
    subject: 'Votre code de sécurité Amparo',
    intro: 'Saisissez ce code pour confirmer qu’il s’agit bien de vous avant de modifier votre compte\u00a0:',
    ignore:
      'Si vous n’avez pas demandé ce code, quelqu’un connaît peut-être votre mot de passe. Connectez-vous et changez-le.',
    sms: 'Amparo\u00a0: votre code de sécurité est {code}. Il expire dans {minutes} minutes. Ne le communiquez à personne.',
  },
  emailChangeCode: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    intro: 'Saisissez ce code pour utiliser cette adresse e-mail avec votre compte Amparo\u00a0:',
    action: 'Confirmer cette adresse',
    ignore: 'Si vous n’avez pas demandé ce changement, vous pouvez ignorer ce message.',
  },
  phoneChangeCode: {
    sms: 'Amparo\u00a0: votre code pour confirmer ce numéro de téléphone est {code}. Il expire dans {minutes} minutes. Ne le communiquez à personne.',
  },
  passwordChanged: {
    subject: 'Votre mot de passe Amparo a été modifié',
    body: 'Le mot de passe de votre compte Amparo vient d’être modifié, et vos autres appareils ont été déconnectés.',
    advice:
      'Si c’est vous, vous n’avez rien à faire. Sinon, réinitialisez votre mot de passe dès maintenant\u00a0:',
    sms: 'Amparo\u00a0: votre mot de passe vient d’être modifié. Si ce n’est pas vous, réinitialisez-le dès maintenant sur {link}',
  },
  emailChangeRequested: {
    subject: 'L’adresse e-mail de votre compte Amparo va changer',
    body: 'Quelqu’un a demandé à remplacer l’adresse e-mail de votre compte Amparo par {address}.',
    advice:
      'Si c’est vous, vous n’avez rien à faire. Sinon, connectez-vous et changez votre mot de passe dès maintenant\u00a0:',
    sms: 'Amparo\u00a0: quelqu’un a demandé à remplacer l’e-mail de votre compte par {address}. Si ce n’est pas vous, connectez-vous et changez votre mot de passe\u00a0: {link}',
  },
  phoneChangeRequested: {
    subject: 'Le numéro de téléphone de votre compte Amparo va changer',
    body: 'Quelqu’un a demandé à remplacer le numéro de téléphone de votre compte Amparo par {address}.',
    advice:
      'Si c’est vous, vous n’avez rien à faire. Sinon, connectez-vous et changez votre mot de passe dès maintenant\u00a0:',
    sms: 'Amparo\u00a0: quelqu’un a demandé à remplacer le numéro de votre compte par {address}. Si ce n’est pas vous, connectez-vous et changez votre mot de passe\u00a0: {link}',
  },
  signupAttempt: {
    subject: 'Quelqu’un a essayé de créer un compte Amparo avec votre e-mail',
    body: 'Quelqu’un a essayé de créer un nouveau compte Amparo avec cette adresse e-mail. Vous avez déjà un compte, donc rien n’a été modifié.',
    advice:
      'Si c’était vous, connectez-vous plutôt. Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser sur la page de connexion\u00a0:',
    ignore: 'Si ce n’était pas vous, vous pouvez ignorer ce message.',
    sms: 'Amparo\u00a0: quelqu’un a essayé de créer un compte avec ce numéro. Vous en avez déjà un, donc rien n’a changé. Connectez-vous sur {link}',
  },
};

// Codes always live 10 minutes, and Arabic counts 3 to 10 with the plural دقائق.
const ar: LocaleCatalog = {
  common: {
    expiry: 'تنتهي صلاحية الرمز خلال {minutes} دقائق، ولا يعمل إلا مرة واحدة.',
    warning: 'يجب عدم مشاركة هذا الرمز مع أي شخص أبدًا. لن تطلبه منك Amparo أبدًا.',
    linkHint: 'إذا لم يعمل الزر، فيمكن نسخ هذا الرابط ولصقه في المتصفح:',
    signature: 'فريق Amparo',
  },
  signupCode: {
    subject: 'تأكيد حسابك في Amparo',
    intro: 'مرحبًا بك في Amparo. لتأكيد بريدك الإلكتروني، يُرجى إدخال هذا الرمز:',
    action: 'تأكيد بريدي الإلكتروني',
    ignore: 'إذا لم يكن إنشاء الحساب منك، فيمكنك تجاهل هذه الرسالة.',
    sms: 'Amparo: رمز التأكيد الخاص بك هو {code}. تنتهي صلاحيته خلال {minutes} دقائق. يُرجى عدم مشاركته مع أي شخص.',
  },
  signinCode: {
    subject: 'رمز تسجيل الدخول إلى Amparo',
    intro: 'لتسجيل الدخول إلى Amparo، يُرجى إدخال هذا الرمز:',
    action: 'تسجيل الدخول إلى Amparo',
    ignore:
      'إذا لم تكن محاولة تسجيل الدخول منك، فيمكنك تجاهل هذه الرسالة. لا يمكن لأحد الدخول بدون هذا الرمز.',
    sms: 'Amparo: رمز تسجيل الدخول الخاص بك هو {code}. تنتهي صلاحيته خلال {minutes} دقائق. يُرجى عدم مشاركته مع أي شخص.',
  },
  recovery: {
    subject: 'إعادة تعيين كلمة المرور في Amparo',
    intro:
      'تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في Amparo. لاختيار كلمة مرور جديدة، يمكن الضغط على الزر أو إدخال هذا الرمز:',
    action: 'اختيار كلمة مرور جديدة',
    ignore: 'إذا لم يكن الطلب منك، فيمكنك تجاهل هذه الرسالة. لم تتغيّر كلمة المرور الخاصة بك.',
  },
  reauthentication: {
    subject: 'رمز الأمان الخاص بك في Amparo',
    intro: 'لتأكيد هويتك قبل إجراء تغييرات على حسابك، يُرجى إدخال هذا الرمز:',
    ignore:
      'إذا لم يكن طلب هذا الرمز منك، فربما يعرف شخص آخر كلمة المرور الخاصة بك. يُرجى تسجيل الدخول وتغييرها.',
    sms: 'Amparo: رمز الأمان الخاص بك هو {code}. تنتهي صلاحيته خلال {minutes} دقائق. يُرجى عدم مشاركته مع أي شخص.',
  },
  emailChangeCode: {
    subject: 'تأكيد عنوان بريدك الإلكتروني الجديد',
    intro: 'لاستخدام عنوان البريد الإلكتروني هذا في حسابك على Amparo، يُرجى إدخال هذا الرمز:',
    action: 'تأكيد هذا البريد الإلكتروني',
    ignore: 'إذا لم يكن هذا التغيير منك، فيمكنك تجاهل هذه الرسالة.',
  },
  phoneChangeCode: {
    sms: 'Amparo: رمز تأكيد رقم الهاتف هذا هو {code}. تنتهي صلاحيته خلال {minutes} دقائق. يُرجى عدم مشاركته مع أي شخص.',
  },
  passwordChanged: {
    subject: 'تم تغيير كلمة المرور في Amparo',
    body: 'تم للتو تغيير كلمة المرور لحسابك في Amparo، وتم تسجيل الخروج من أجهزتك الأخرى.',
    advice:
      'إذا كان هذا التغيير منك، فلا داعي لفعل أي شيء. وإن لم يكن منك، فيُرجى إعادة تعيين كلمة المرور الآن:',
    sms: 'Amparo: تم للتو تغيير كلمة المرور الخاصة بك. إن لم يكن ذلك منك، فيُرجى إعادة تعيينها الآن عبر {link}',
  },
  emailChangeRequested: {
    subject: 'يجري تغيير البريد الإلكتروني لحسابك في Amparo',
    body: 'طلب شخص ما تغيير البريد الإلكتروني لحسابك في Amparo إلى {address}.',
    advice:
      'إذا كان ذلك منك، فلا داعي لفعل أي شيء. وإن لم يكن منك، فيُرجى تسجيل الدخول وتغيير كلمة المرور الآن:',
    sms: 'Amparo: طلب شخص ما تغيير البريد الإلكتروني لحسابك إلى {address}. إن لم يكن ذلك منك، فيُرجى تسجيل الدخول وتغيير كلمة المرور: {link}',
  },
  phoneChangeRequested: {
    subject: 'يجري تغيير رقم الهاتف لحسابك في Amparo',
    body: 'طلب شخص ما تغيير رقم الهاتف لحسابك في Amparo إلى {address}.',
    advice:
      'إذا كان ذلك منك، فلا داعي لفعل أي شيء. وإن لم يكن منك، فيُرجى تسجيل الدخول وتغيير كلمة المرور الآن:',
    sms: 'Amparo: طلب شخص ما تغيير رقم الهاتف لحسابك إلى {address}. إن لم يكن ذلك منك، فيُرجى تسجيل الدخول وتغيير كلمة المرور: {link}',
  },
  signupAttempt: {
    subject: 'حاول شخص ما إنشاء حساب في Amparo ببريدك الإلكتروني',
    body: 'حاول شخص ما إنشاء حساب جديد في Amparo بعنوان البريد الإلكتروني هذا. لديك حساب بالفعل، لذلك لم يتغيّر شيء.',
    advice:
      'إذا كان ذلك منك، فيمكنك تسجيل الدخول بدلًا من ذلك. وإذا نسيت كلمة المرور، فيمكنك إعادة تعيينها من صفحة تسجيل الدخول:',
    ignore: 'إن لم يكن ذلك منك، فيمكنك تجاهل هذه الرسالة.',
    sms: 'Amparo: حاول شخص ما إنشاء حساب بهذا الرقم. لديك حساب بالفعل، لذلك لم يتغيّر شيء. لتسجيل الدخول: {link}',
  },
};

const ur: LocaleCatalog = {
  common: {
    expiry: 'یہ کوڈ {minutes} منٹ میں ختم ہو جائے گا اور صرف ایک بار کام کرے گا۔',
    warning: 'یہ کوڈ کبھی کسی کو نہ بتائیں۔ Amparo آپ سے یہ کوڈ کبھی نہیں مانگے گا۔',
    linkHint: 'اگر بٹن کام نہ کرے تو یہ لنک کاپی کر کے اپنے براؤزر میں کھولیں:',
    signature: 'Amparo ٹیم',
  },
  signupCode: {
    subject: 'اپنے Amparo اکاؤنٹ کی تصدیق کریں',
    intro: 'Amparo میں خوش آمدید۔ اپنے ای میل پتے کی تصدیق کے لیے یہ کوڈ درج کریں:',
    action: 'میری ای میل کی تصدیق کریں',
    ignore: 'اگر آپ نے Amparo اکاؤنٹ نہیں بنایا تو اس پیغام کو نظر انداز کر دیں۔',
    sms: 'Amparo: آپ کا تصدیقی کوڈ {code} ہے۔ یہ {minutes} منٹ میں ختم ہو جائے گا۔ یہ کوڈ کبھی کسی کو نہ بتائیں۔',
  },
  signinCode: {
    subject: 'Amparo میں سائن ان کرنے کا کوڈ',
    intro: 'Amparo میں سائن ان کرنے کے لیے یہ کوڈ درج کریں:',
    action: 'Amparo میں سائن ان کریں',
    ignore:
      'اگر آپ نے سائن ان کرنے کی کوشش نہیں کی تو اس پیغام کو نظر انداز کر دیں۔ اس کوڈ کے بغیر کوئی سائن ان نہیں کر سکتا۔',
    sms: 'Amparo: آپ کا سائن ان کوڈ {code} ہے۔ یہ {minutes} منٹ میں ختم ہو جائے گا۔ یہ کوڈ کبھی کسی کو نہ بتائیں۔',
  },
  recovery: {
    subject: 'اپنا Amparo پاس ورڈ دوبارہ سیٹ کریں',
    intro:
      'ہمیں آپ کے Amparo اکاؤنٹ کا پاس ورڈ دوبارہ سیٹ کرنے کی درخواست ملی ہے۔ نیا پاس ورڈ چننے کے لیے بٹن دبائیں، یا یہ کوڈ درج کریں:',
    action: 'نیا پاس ورڈ چنیں',
    ignore: 'اگر آپ نے یہ درخواست نہیں کی تو اس پیغام کو نظر انداز کر دیں۔ آپ کا پاس ورڈ تبدیل نہیں ہوا۔',
  },
  reauthentication: {
    subject: 'آپ کا Amparo سیکیورٹی کوڈ',
    intro: 'اپنے اکاؤنٹ میں تبدیلی سے پہلے یہ تصدیق کرنے کے لیے کہ یہ آپ ہی ہیں، یہ کوڈ درج کریں:',
    ignore:
      'اگر آپ نے یہ کوڈ نہیں مانگا تو ممکن ہے کسی اور کو آپ کا پاس ورڈ معلوم ہو۔ سائن ان کر کے اسے تبدیل کریں۔',
    sms: 'Amparo: آپ کا سیکیورٹی کوڈ {code} ہے۔ یہ {minutes} منٹ میں ختم ہو جائے گا۔ یہ کوڈ کبھی کسی کو نہ بتائیں۔',
  },
  emailChangeCode: {
    subject: 'اپنے نئے ای میل پتے کی تصدیق کریں',
    intro: 'یہ ای میل پتہ اپنے Amparo اکاؤنٹ کے لیے استعمال کرنے کے لیے یہ کوڈ درج کریں:',
    action: 'اس ای میل کی تصدیق کریں',
    ignore: 'اگر آپ نے یہ تبدیلی نہیں مانگی تو اس پیغام کو نظر انداز کر دیں۔',
  },
  phoneChangeCode: {
    sms: 'Amparo: اس فون نمبر کی تصدیق کے لیے آپ کا کوڈ {code} ہے۔ یہ {minutes} منٹ میں ختم ہو جائے گا۔ یہ کوڈ کبھی کسی کو نہ بتائیں۔',
  },
  passwordChanged: {
    subject: 'آپ کا Amparo پاس ورڈ تبدیل ہو گیا ہے',
    body: 'آپ کے Amparo اکاؤنٹ کا پاس ورڈ ابھی تبدیل کیا گیا ہے، اور آپ کے دوسرے آلات سے سائن آؤٹ کر دیا گیا ہے۔',
    advice:
      'اگر یہ تبدیلی آپ نے کی ہے تو آپ کو کچھ کرنے کی ضرورت نہیں۔ اگر آپ نے نہیں کی تو ابھی اپنا پاس ورڈ دوبارہ سیٹ کریں:',
    sms: 'Amparo: آپ کا پاس ورڈ ابھی تبدیل ہوا ہے۔ اگر یہ آپ نے نہیں کیا تو ابھی اسے دوبارہ سیٹ کریں: {link}',
  },
  emailChangeRequested: {
    subject: 'آپ کے Amparo اکاؤنٹ کی ای میل تبدیل کی جا رہی ہے',
    body: 'کسی نے آپ کے Amparo اکاؤنٹ کا ای میل پتہ {address} میں تبدیل کرنے کی درخواست کی ہے۔',
    advice:
      'اگر یہ آپ تھے تو کچھ کرنے کی ضرورت نہیں۔ اگر آپ نہیں تھے تو ابھی سائن ان کر کے اپنا پاس ورڈ تبدیل کریں:',
    sms: 'Amparo: کسی نے آپ کے اکاؤنٹ کی ای میل {address} میں تبدیل کرنے کی درخواست کی ہے۔ اگر یہ آپ نہیں تھے تو سائن ان کر کے پاس ورڈ تبدیل کریں: {link}',
  },
  phoneChangeRequested: {
    subject: 'آپ کے Amparo اکاؤنٹ کا فون نمبر تبدیل کیا جا رہا ہے',
    body: 'کسی نے آپ کے Amparo اکاؤنٹ کا فون نمبر {address} میں تبدیل کرنے کی درخواست کی ہے۔',
    advice:
      'اگر یہ آپ تھے تو کچھ کرنے کی ضرورت نہیں۔ اگر آپ نہیں تھے تو ابھی سائن ان کر کے اپنا پاس ورڈ تبدیل کریں:',
    sms: 'Amparo: کسی نے آپ کے اکاؤنٹ کا فون نمبر {address} میں تبدیل کرنے کی درخواست کی ہے۔ اگر یہ آپ نہیں تھے تو سائن ان کر کے پاس ورڈ تبدیل کریں: {link}',
  },
  signupAttempt: {
    subject: 'کسی نے آپ کی ای میل سے Amparo اکاؤنٹ بنانے کی کوشش کی',
    body: 'کسی نے اس ای میل پتے سے Amparo کا نیا اکاؤنٹ بنانے کی کوشش کی۔ آپ کا اکاؤنٹ پہلے سے موجود ہے، اس لیے کچھ بھی تبدیل نہیں ہوا۔',
    advice:
      'اگر یہ آپ تھے تو اس کے بجائے سائن ان کریں۔ اگر آپ اپنا پاس ورڈ بھول گئے ہیں تو سائن ان کے صفحے پر اسے دوبارہ سیٹ کر سکتے ہیں:',
    ignore: 'اگر یہ آپ نہیں تھے تو اس پیغام کو نظر انداز کر دیں۔',
    sms: 'Amparo: کسی نے اس نمبر سے اکاؤنٹ بنانے کی کوشش کی۔ آپ کا اکاؤنٹ پہلے سے موجود ہے، اس لیے کچھ تبدیل نہیں ہوا۔ سائن ان کریں: {link}',
  },
};

export const AUTH_MESSAGE_CATALOG: Record<MessageLocale, LocaleCatalog> = { en, es, ht, pt, fr, ar, ur };
