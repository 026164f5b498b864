import { formatInvitationLastDay } from '@amparo/contract/family/family-invitation-expiry';
import { isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';

// The family invitation as the invitee reads it (issue 12, point 2), in the language the holder chose for
// them: who invites, what Amparo family protection is in one sentence, the link, until when it works, and what
// to do with a message one did not expect. The link carries the token in its fragment (family-invitation-token.ts).

type Catalog = {
  subject: string;
  greeting: string;
  invites: string;
  about: string;
  /** Email only: which account to use. */
  accept: string;
  expires: string;
  ignore: string;
  signature: string;
  /** The text message up to the link, which follows on its own line. */
  sms: string;
  /** The text message's last line, after the link. */
  smsAfter: string;
};

const CATALOGS: Record<LanguageCode, Catalog> = {
  en: {
    subject: '{inviter} invites you to their family on Amparo',
    greeting: 'Hello {invitee},',
    invites: '{inviter} invites you to join their family on Amparo.',
    about:
      'Amparo family protection lets up to 5 people share one Full Protection Plan: a private, encrypted vault for your documents, up to 10 emergency contacts and priority support, at no cost to you.',
    accept: 'To accept, open this link, then sign in or create an account with this email address:',
    expires: 'The link works once, until {date}.',
    ignore: 'If you did not expect this invitation, ignore this message: nothing will change.',
    signature: 'The Amparo team',
    sms: 'Amparo: {inviter} invites you to their family and shares Full Protection with you at no cost. Accept by {date}, signing in with this phone number:',
    smsAfter: 'If you did not expect this, ignore it.',
  },
  es: {
    subject: '{inviter} le invita a su familia en Amparo',
    greeting: 'Hola, {invitee}:',
    invites: '{inviter} le invita a unirse a su familia en Amparo.',
    about:
      'La protección familiar de Amparo permite que hasta 5 personas compartan un mismo Plan Protección Completa: una bóveda privada y cifrada para sus documentos, hasta 10 contactos de emergencia y atención prioritaria, sin costo para usted.',
    accept:
      'Para aceptar, abra este enlace y luego inicie sesión o cree una cuenta con esta dirección de correo electrónico:',
    expires: 'El enlace se puede usar una sola vez, hasta el {date}.',
    ignore: 'Si no esperaba esta invitación, puede ignorar este mensaje: no cambiará nada.',
    signature: 'El equipo de Amparo',
    sms: 'Amparo: {inviter} le invita a su familia y comparte con usted la Protección Completa, sin costo. Acepte hasta el {date} iniciando sesión con este número de teléfono:',
    smsAfter: 'Si no lo esperaba, ignore este mensaje.',
  },
  ht: {
    subject: '{inviter} envite w nan fanmi l sou Amparo',
    greeting: 'Bonjou {invitee},',
    invites: '{inviter} envite w vin fè pati fanmi l sou Amparo.',
    about:
      'Pwoteksyon fanmi Amparo pèmèt jiska 5 moun pataje yon sèl Plan Pwoteksyon Konplè: yon kòf prive ki chifre pou dokiman ou yo, jiska 10 kontak ijans ak sipò priyoritè, san ou pa peye anyen.',
    accept: 'Pou w aksepte, louvri lyen sa a, epi konekte oswa kreye yon kont ak adrès imèl sa a:',
    expires: 'Lyen an mache yon sèl fwa, jiska {date}.',
    ignore: 'Si w pa t ap tann envitasyon sa a, ou ka inyore mesaj sa a: anyen p ap chanje.',
    signature: 'Ekip Amparo a',
    sms: 'Amparo: {inviter} envite w nan fanmi l epi l ap pataje Pwoteksyon Konplè avè w gratis. Aksepte jiska {date}, konekte ak nimewo telefòn sa a:',
    smsAfter: 'Si w pa t ap tann sa, inyore mesaj sa a.',
  },
  pt: {
    subject: '{inviter} convida você para a família no Amparo',
    greeting: 'Olá, {invitee},',
    invites: '{inviter} convida você para fazer parte da família no Amparo.',
    about:
      'A proteção familiar do Amparo permite que até 5 pessoas compartilhem um mesmo Plano Proteção Completa: um cofre privado e criptografado para seus documentos, até 10 contatos de emergência e atendimento prioritário, sem custo para você.',
    accept: 'Para aceitar, abra este link e depois entre ou crie uma conta com este endereço de e-mail:',
    expires: 'O link pode ser usado uma única vez, até {date}.',
    ignore: 'Se você não esperava este convite, pode ignorar esta mensagem: nada vai mudar.',
    signature: 'Equipe Amparo',
    sms: 'Amparo: {inviter} convida você para a família e compartilha a Proteção Completa com você, sem custo. Aceite até {date}, entrando com este número de telefone:',
    smsAfter: 'Se não esperava este convite, ignore esta mensagem.',
  },
  fr: {
    subject: '{inviter} vous invite dans sa famille sur Amparo',
    greeting: 'Bonjour {invitee},',
    invites: '{inviter} vous invite à rejoindre sa famille sur Amparo.',
    about:
      'La protection familiale d’Amparo permet à 5 personnes au plus de partager une même offre Protection complète : un coffre privé et chiffré pour vos documents, jusqu’à 10 contacts d’urgence et une assistance prioritaire, sans frais pour vous.',
    accept:
      'Pour accepter, ouvrez ce lien, puis connectez-vous ou créez un compte avec cette adresse e-mail :',
    expires: 'Le lien ne fonctionne qu’une fois, jusqu’au {date}.',
    ignore: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce message : rien ne changera.',
    signature: 'L’équipe Amparo',
    sms: 'Amparo : {inviter} vous invite dans sa famille et partage avec vous la Protection complète, sans frais. Acceptez d’ici le {date} en vous connectant avec ce numéro :',
    smsAfter: 'Si vous ne l’attendiez pas, ignorez ce message.',
  },
  ar: {
    subject: 'دعوة للانضمام إلى عائلة {inviter} في Amparo',
    greeting: 'مرحبًا {invitee}،',
    invites: 'وصلتك دعوة للانضمام إلى عائلة {inviter} في Amparo.',
    about:
      'تتيح الحماية العائلية في Amparo لما يصل إلى 5 أشخاص أن يتشاركوا خطة حماية كاملة واحدة: خزنة خاصة ومشفّرة لمستنداتك، وما يصل إلى 10 جهات اتصال للطوارئ، ودعمًا ذا أولوية، دون أي تكلفة عليك.',
    accept: 'للقبول، يُرجى فتح هذا الرابط، ثم تسجيل الدخول أو إنشاء حساب بعنوان البريد الإلكتروني هذا:',
    expires: 'يعمل الرابط مرة واحدة فقط، حتى {date}.',
    ignore: 'إذا كانت هذه الدعوة غير متوقعة، فيمكنك تجاهل هذه الرسالة، ولن يتغيّر شيء.',
    signature: 'فريق Amparo',
    sms: 'Amparo: وصلتك دعوة للانضمام إلى عائلة {inviter} والاستفادة من خطة الحماية الكاملة دون أي تكلفة. يمكن قبول الدعوة حتى {date} بتسجيل الدخول برقم الهاتف هذا:',
    smsAfter: 'إذا كانت هذه الدعوة غير متوقعة، فيمكنك تجاهل هذه الرسالة.',
  },
  ur: {
    subject: '{inviter} کی طرف سے Amparo پر ان کے خاندان میں شامل ہونے کی دعوت',
    greeting: 'السلام علیکم {invitee}،',
    invites: '{inviter} کی طرف سے آپ کو Amparo پر ان کے خاندان میں شامل ہونے کی دعوت ملی ہے۔',
    about:
      'Amparo کے خاندانی تحفظ کے ذریعے زیادہ سے زیادہ 5 افراد ایک ہی مکمل تحفظ پلان میں شریک ہو سکتے ہیں: آپ کی دستاویزات کے لیے ایک نجی اور خفیہ کردہ والٹ، زیادہ سے زیادہ 10 ہنگامی رابطے اور ترجیحی مدد، اور آپ کو کچھ ادا نہیں کرنا پڑے گا۔',
    accept: 'قبول کرنے کے لیے یہ لنک کھولیں، پھر اسی ای میل پتے سے سائن ان کریں یا نیا اکاؤنٹ بنائیں:',
    expires: 'یہ لنک صرف ایک بار، {date} تک کام کرے گا۔',
    ignore: 'اگر آپ کو اس دعوت کی توقع نہیں تھی تو اس پیغام کو نظر انداز کر دیں، کچھ تبدیل نہیں ہوگا۔',
    signature: 'Amparo ٹیم',
    sms: 'Amparo: {inviter} کی طرف سے آپ کو ان کے خاندان میں شامل ہونے کی دعوت ملی ہے، جس سے آپ کو مکمل تحفظ بغیر کسی قیمت کے ملے گا۔ {date} تک اسی فون نمبر سے سائن ان کر کے قبول کریں:',
    smsAfter: 'اگر آپ کو اس کی توقع نہیں تھی تو اسے نظر انداز کر دیں۔',
  },
};

const RTL: ReadonlySet<LanguageCode> = new Set(['ar', 'ur']);

/**
 * Keeps a name or a date in its own direction inside an Arabic or Urdu sentence (first-strong isolate). Never
 * the link: a messaging app may take a trailing mark into it, and the link stands on its own line anyway.
 */
function isolate(text: string, language: LanguageCode): string {
  return RTL.has(language) ? `\u2068${text}\u2069` : text;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The last day the link works, as a date in the invitee's language: the same day the holder's list and the join
 * page name (family-invitation-expiry.ts counts days in Hawaii's time zone, so it is never later than the real
 * expiry anywhere in the United States).
 */
export function formatExpiryDate(expiresAt: Date, language: LanguageCode): string {
  // Intl has no Haitian Creole dates and would answer in English; French (Haiti) is what Haitians read, as in
  // the Help Me Now alerts.
  const locale = language === 'ht' ? 'fr-HT' : language;
  return formatInvitationLastDay(expiresAt, locale) ?? expiresAt.toISOString();
}

export type InvitationMessageValues = {
  inviterName: string;
  inviteeName: string;
  link: string;
  expiresAt: Date;
};

export type RenderedInvitation = { language: LanguageCode; subject: string; emailText: string; sms: string };

export function renderFamilyInvitation(
  language: string,
  values: InvitationMessageValues,
): RenderedInvitation {
  const code: LanguageCode = isLanguageCode(language) ? language : 'en';
  const catalog = CATALOGS[code];
  const filled = {
    inviter: isolate(values.inviterName, code),
    invitee: isolate(values.inviteeName, code),
    date: isolate(formatExpiryDate(values.expiresAt, code), code),
  };
  const emailText = [
    fill(catalog.greeting, filled),
    '',
    fill(catalog.invites, filled),
    '',
    catalog.about,
    '',
    catalog.accept,
    values.link,
    '',
    fill(catalog.expires, filled),
    '',
    catalog.ignore,
    '',
    catalog.signature,
  ].join('\n');
  return {
    language: code,
    subject: fill(catalog.subject, { inviter: values.inviterName }),
    emailText,
    sms: [fill(catalog.sms, filled), values.link, catalog.smsAfter].join('\n'),
  };
}
