import { isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';

// What the person is told when the people who run Amparo answer their ticket (issue 15), in their own language:
// that there is an answer, and the link to read it. Never the answer itself: an email or a text message can be
// read over a shoulder or on a shared phone, and the ticket may be about a vault or an emergency.

type Catalog = {
  subject: string;
  greeting: string;
  text: string;
  privacy: string;
  signature: string;
  sms: string;
};

const CATALOGS: Record<LanguageCode, Catalog> = {
  en: {
    subject: 'Amparo support answered your request',
    greeting: 'Hello,',
    text: 'The Amparo team answered your support request. Read the answer, and reply if you need to, in Amparo:',
    privacy: 'For your privacy, this message does not include the answer.',
    signature: 'The Amparo team',
    sms: 'Amparo support answered your request. Read it in Amparo: {link}',
  },
  es: {
    subject: 'El equipo de ayuda de Amparo respondió a su solicitud',
    greeting: 'Hola:',
    text: 'El equipo de Amparo respondió a su solicitud de ayuda. Lea la respuesta, y responda si lo necesita, en Amparo:',
    privacy: 'Por su privacidad, este mensaje no incluye la respuesta.',
    signature: 'El equipo de Amparo',
    sms: 'El equipo de ayuda de Amparo respondió a su solicitud. Léala en Amparo: {link}',
  },
  ht: {
    subject: 'Sèvis èd Amparo reponn demann ou an',
    greeting: 'Bonjou,',
    text: 'Ekip Amparo a reponn demann èd ou an. Li repons lan, epi reponn si ou bezwen, nan Amparo:',
    privacy: 'Pou pwoteje vi prive ou, mesaj sa a pa gen repons lan ladan l.',
    signature: 'Ekip Amparo',
    sms: 'Sèvis èd Amparo reponn demann ou an. Li l nan Amparo: {link}',
  },
  pt: {
    subject: 'O suporte da Amparo respondeu ao seu pedido',
    greeting: 'Olá,',
    text: 'A equipe da Amparo respondeu ao seu pedido de ajuda. Leia a resposta, e responda se precisar, na Amparo:',
    privacy: 'Para proteger sua privacidade, esta mensagem não inclui a resposta.',
    signature: 'A equipe da Amparo',
    sms: 'O suporte da Amparo respondeu ao seu pedido. Leia na Amparo: {link}',
  },
  fr: {
    subject: 'L’assistance d’Amparo a répondu à votre demande',
    greeting: 'Bonjour,',
    text: 'L’équipe d’Amparo a répondu à votre demande d’aide. Lisez la réponse, et répondez si besoin, dans Amparo :',
    privacy: 'Pour protéger votre vie privée, ce message ne contient pas la réponse.',
    signature: 'L’équipe d’Amparo',
    sms: 'L’assistance d’Amparo a répondu à votre demande. Lisez-la dans Amparo : {link}',
  },
  ar: {
    subject: 'ردّ فريق الدعم في Amparo على طلبك',
    greeting: 'مرحبًا،',
    text: 'ردّ فريق Amparo على طلب المساعدة الذي أرسلته. يمكنك قراءة الرد، والإجابة عليه إن احتجت، في Amparo:',
    privacy: 'حفاظًا على خصوصيتك، لا تتضمن هذه الرسالة نص الرد.',
    signature: 'فريق Amparo',
    sms: 'ردّ فريق الدعم في Amparo على طلبك. للقراءة في Amparo: {link}',
  },
  ur: {
    subject: 'Amparo سپورٹ نے آپ کی درخواست کا جواب دیا',
    greeting: 'السلام علیکم،',
    text: 'Amparo کی ٹیم نے آپ کی مدد کی درخواست کا جواب دیا ہے۔ جواب پڑھیں، اور ضرورت ہو تو جواب دیں، Amparo میں:',
    privacy: 'آپ کی رازداری کے لیے اس پیغام میں جواب شامل نہیں ہے۔',
    signature: 'Amparo ٹیم',
    sms: 'Amparo سپورٹ نے آپ کی درخواست کا جواب دیا۔ اسے Amparo میں پڑھیں: {link}',
  },
};

export type RenderedSupportReplyNotice = {
  language: LanguageCode;
  subject: string;
  emailText: string;
  sms: string;
};

export function renderSupportReplyNotice(locale: string, link: string): RenderedSupportReplyNotice {
  const language: LanguageCode = isLanguageCode(locale) ? locale : 'en';
  const catalog = CATALOGS[language];
  return {
    language,
    subject: catalog.subject,
    emailText: [catalog.greeting, '', catalog.text, link, '', catalog.privacy, '', catalog.signature].join(
      '\n',
    ),
    sms: catalog.sms.replace('{link}', link),
  };
}
