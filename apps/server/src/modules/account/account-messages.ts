import { isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';
import { formatExpiryDate } from '../family/invitation-messages.ts';

// What an account deletion tells whom, in the recipient's language (issue 15):
// - the person themselves, when the deletion is scheduled: the date, and a link to keep the account;
// - the people whose shared things end with it (family, document shares, consultations). These never name the
//   person who left: the message may be read over a shoulder, and once the account is gone nothing of it — not
//   even a name in someone else's outbox — should remain. Family members know who holds their family.

export const COUNTERPART_NOTICE_KINDS = [
  /** To each member: the holder's account was deleted, so the family and its coverage ended. */
  'family_ended',
  /** To the holder: a member's account was deleted, so they left the family. */
  'member_left',
  /** To each person a document was shared with. */
  'shares_ended',
  /** To the other side of a consultation that was still open. */
  'consultation_ended',
] as const;
export type CounterpartNoticeKind = (typeof COUNTERPART_NOTICE_KINDS)[number];

type Line = { subject: string; text: string };

type Catalog = {
  greeting: string;
  signature: string;
  scheduled: Line & { keep: string; notYou: string; sms: string };
  kinds: Record<CounterpartNoticeKind, Line>;
};

const CATALOGS: Record<LanguageCode, Catalog> = {
  en: {
    greeting: 'Hello,',
    signature: 'The Amparo team',
    scheduled: {
      subject: 'Your Amparo account will be deleted on {date}',
      text: 'We received your request to delete your Amparo account. On {date}, your account and everything in it will be deleted for good: your documents, contacts, family, posts and settings. Until then you can still sign in and use it.',
      keep: 'Changed your mind? Keep your account with this link:',
      notYou:
        'If you did not ask for this, keep your account with the link above, then change your password.',
      sms: 'Amparo: your account will be deleted on {date}. To keep it, open {link}',
    },
    kinds: {
      family_ended: {
        subject: 'Your family on Amparo has ended',
        text: 'The person who held your family on Amparo deleted their account. Your family on Amparo has ended, and so has the Full Protection it gave you. Your own documents and contacts are still yours.',
      },
      member_left: {
        subject: 'A member left your family on Amparo',
        text: 'A member of your family on Amparo deleted their account, so they are no longer in your family. Their place is free again.',
      },
      shares_ended: {
        subject: 'Documents shared with you are no longer available',
        text: 'A person who shared documents with you on Amparo deleted their account. Those documents are no longer available to you.',
      },
      consultation_ended: {
        subject: 'A consultation request on Amparo has ended',
        text: 'The other person in one of your consultation requests on Amparo deleted their account, so that request has ended.',
      },
    },
  },
  es: {
    greeting: 'Hola:',
    signature: 'El equipo de Amparo',
    scheduled: {
      subject: 'Su cuenta de Amparo se eliminará el {date}',
      text: 'Recibimos su solicitud para eliminar su cuenta de Amparo. El {date}, su cuenta y todo lo que contiene se eliminarán para siempre: sus documentos, contactos, familia, publicaciones y ajustes. Hasta entonces puede seguir iniciando sesión y usándola.',
      keep: '¿Cambió de opinión? Conserve su cuenta con este enlace:',
      notYou:
        'Si usted no pidió esto, conserve su cuenta con el enlace de arriba y luego cambie su contraseña.',
      sms: 'Amparo: su cuenta se eliminará el {date}. Para conservarla, abra {link}',
    },
    kinds: {
      family_ended: {
        subject: 'Su familia en Amparo ha terminado',
        text: 'La persona titular de su familia en Amparo eliminó su cuenta. Su familia en Amparo ha terminado, y también la Protección Completa que le daba. Sus propios documentos y contactos siguen siendo suyos.',
      },
      member_left: {
        subject: 'Un miembro dejó su familia en Amparo',
        text: 'Un miembro de su familia en Amparo eliminó su cuenta, así que ya no forma parte de su familia. Su lugar vuelve a estar libre.',
      },
      shares_ended: {
        subject: 'Los documentos compartidos con usted ya no están disponibles',
        text: 'Una persona que compartió documentos con usted en Amparo eliminó su cuenta. Esos documentos ya no están disponibles para usted.',
      },
      consultation_ended: {
        subject: 'Una solicitud de consulta en Amparo ha terminado',
        text: 'La otra persona de una de sus solicitudes de consulta en Amparo eliminó su cuenta, así que esa solicitud ha terminado.',
      },
    },
  },
  ht: {
    greeting: 'Bonjou,',
    signature: 'Ekip Amparo a',
    scheduled: {
      subject: 'Kont Amparo ou a ap efase {date}',
      text: 'Nou resevwa demann ou pou efase kont Amparo ou a. {date}, kont ou ak tout sa ki ladan l ap efase nèt: dokiman ou yo, kontak ou yo, fanmi ou, piblikasyon ou yo ak paramèt ou yo. Jiska lè sa a, ou ka toujou konekte epi sèvi avè l.',
      keep: 'Ou chanje lide? Kenbe kont ou ak lyen sa a:',
      notYou: 'Si se pa ou ki te mande sa, kenbe kont ou ak lyen ki anwo a, epi chanje modpas ou.',
      sms: 'Amparo: kont ou a ap efase {date}. Pou kenbe l, louvri {link}',
    },
    kinds: {
      family_ended: {
        subject: 'Fanmi ou sou Amparo fini',
        text: 'Moun ki te responsab fanmi ou sou Amparo a efase kont li. Fanmi ou sou Amparo fini, ak Pwoteksyon Konplè li te ba ou a tou. Pwòp dokiman ou yo ak kontak ou yo toujou pou ou.',
      },
      member_left: {
        subject: 'Yon manm kite fanmi ou sou Amparo',
        text: 'Yon manm fanmi ou sou Amparo efase kont li, kidonk li pa nan fanmi ou ankò. Plas li lib ankò.',
      },
      shares_ended: {
        subject: 'Dokiman yo te pataje avè ou yo pa disponib ankò',
        text: 'Yon moun ki te pataje dokiman avè ou sou Amparo efase kont li. Dokiman sa yo pa disponib pou ou ankò.',
      },
      consultation_ended: {
        subject: 'Yon demann konsiltasyon sou Amparo fini',
        text: 'Lòt moun nan youn nan demann konsiltasyon ou yo sou Amparo efase kont li, kidonk demann sa a fini.',
      },
    },
  },
  pt: {
    greeting: 'Olá,',
    signature: 'A equipe Amparo',
    scheduled: {
      subject: 'A sua conta do Amparo será excluída em {date}',
      text: 'Recebemos o seu pedido para excluir a sua conta do Amparo. Em {date}, a sua conta e tudo o que há nela serão excluídos para sempre: seus documentos, contatos, família, publicações e configurações. Até lá você ainda pode entrar e usá-la.',
      keep: 'Mudou de ideia? Mantenha a sua conta com este link:',
      notYou:
        'Se não foi você quem pediu isto, mantenha a sua conta com o link acima e depois troque a sua senha.',
      sms: 'Amparo: a sua conta será excluída em {date}. Para mantê-la, abra {link}',
    },
    kinds: {
      family_ended: {
        subject: 'A sua família no Amparo terminou',
        text: 'A pessoa titular da sua família no Amparo excluiu a conta dela. A sua família no Amparo terminou, e a Proteção Completa que ela lhe dava também. Os seus próprios documentos e contatos continuam sendo seus.',
      },
      member_left: {
        subject: 'Um membro saiu da sua família no Amparo',
        text: 'Um membro da sua família no Amparo excluiu a conta, então não faz mais parte da sua família. A vaga dele está livre de novo.',
      },
      shares_ended: {
        subject: 'Documentos compartilhados com você não estão mais disponíveis',
        text: 'Uma pessoa que compartilhou documentos com você no Amparo excluiu a conta. Esses documentos não estão mais disponíveis para você.',
      },
      consultation_ended: {
        subject: 'Um pedido de consulta no Amparo terminou',
        text: 'A outra pessoa de um dos seus pedidos de consulta no Amparo excluiu a conta, então esse pedido terminou.',
      },
    },
  },
  fr: {
    greeting: 'Bonjour,',
    signature: 'L’équipe Amparo',
    scheduled: {
      subject: 'Votre compte Amparo sera supprimé le {date}',
      text: 'Nous avons reçu votre demande de suppression de votre compte Amparo. Le {date}, votre compte et tout ce qu’il contient seront supprimés définitivement : vos documents, contacts, famille, publications et réglages. D’ici là, vous pouvez toujours vous connecter et l’utiliser.',
      keep: 'Vous avez changé d’avis ? Gardez votre compte avec ce lien :',
      notYou:
        'Si vous n’avez pas fait cette demande, gardez votre compte avec le lien ci-dessus, puis changez votre mot de passe.',
      sms: 'Amparo : votre compte sera supprimé le {date}. Pour le garder, ouvrez {link}',
    },
    kinds: {
      family_ended: {
        subject: 'Votre famille sur Amparo a pris fin',
        text: 'La personne titulaire de votre famille sur Amparo a supprimé son compte. Votre famille sur Amparo a pris fin, ainsi que la Protection complète qu’elle vous donnait. Vos propres documents et contacts restent à vous.',
      },
      member_left: {
        subject: 'Un membre a quitté votre famille sur Amparo',
        text: 'Un membre de votre famille sur Amparo a supprimé son compte : il ne fait donc plus partie de votre famille. Sa place est de nouveau libre.',
      },
      shares_ended: {
        subject: 'Des documents partagés avec vous ne sont plus disponibles',
        text: 'Une personne qui avait partagé des documents avec vous sur Amparo a supprimé son compte. Ces documents ne sont plus disponibles pour vous.',
      },
      consultation_ended: {
        subject: 'Une demande de consultation sur Amparo a pris fin',
        text: 'L’autre personne de l’une de vos demandes de consultation sur Amparo a supprimé son compte : cette demande a donc pris fin.',
      },
    },
  },
  ar: {
    greeting: 'مرحبًا،',
    signature: 'فريق Amparo',
    scheduled: {
      subject: 'سيُحذف حسابك في Amparo في {date}',
      text: 'تلقّينا طلبك لحذف حسابك في Amparo. في {date} سيُحذف حسابك وكل ما فيه نهائيًا: مستنداتك وجهات اتصالك وعائلتك ومنشوراتك وإعداداتك. وحتى ذلك الحين يمكنك تسجيل الدخول واستخدامه كالمعتاد.',
      keep: 'هل غيّرت رأيك؟ يمكنك الاحتفاظ بحسابك عبر هذا الرابط:',
      notYou: 'إذا لم يكن الطلب منك، فيُرجى الاحتفاظ بحسابك عبر الرابط أعلاه، ثم تغيير كلمة مرورك.',
      sms: 'Amparo: سيُحذف حسابك في {date}. للاحتفاظ به: {link}',
    },
    kinds: {
      family_ended: {
        subject: 'انتهت عائلتك في Amparo',
        text: 'حُذف الحساب الذي تقوم عليه عائلتك في Amparo. لذلك انتهت عائلتك في Amparo، وانتهت معها الحماية الكاملة التي كانت تمنحك إياها. أما مستنداتك وجهات اتصالك فما زالت لك.',
      },
      member_left: {
        subject: 'غادر أحد الأفراد عائلتك في Amparo',
        text: 'حذف أحد أفراد عائلتك في Amparo حسابه، فلم يعد من عائلتك. ومكانه متاح من جديد.',
      },
      shares_ended: {
        subject: 'لم تعد المستندات التي شوركت معك متاحة',
        text: 'حذف شخص كان قد شارك معك مستندات في Amparo حسابه. لم تعد تلك المستندات متاحة لك.',
      },
      consultation_ended: {
        subject: 'انتهى أحد طلبات الاستشارة في Amparo',
        text: 'حذف الطرف الآخر في أحد طلبات الاستشارة الخاصة بك في Amparo حسابه، لذلك انتهى ذلك الطلب.',
      },
    },
  },
  ur: {
    greeting: 'السلام علیکم،',
    signature: 'Amparo ٹیم',
    scheduled: {
      subject: 'آپ کا Amparo اکاؤنٹ {date} کو حذف ہو جائے گا',
      text: 'ہمیں آپ کا Amparo اکاؤنٹ حذف کرنے کی درخواست ملی ہے۔ {date} کو آپ کا اکاؤنٹ اور اس میں موجود سب کچھ ہمیشہ کے لیے حذف ہو جائے گا: آپ کی دستاویزات، رابطے، خاندان، پوسٹس اور ترتیبات۔ تب تک آپ سائن اِن کر کے اسے استعمال کر سکتے ہیں۔',
      keep: 'ارادہ بدل گیا؟ اس لنک سے اپنا اکاؤنٹ رکھیں:',
      notYou: 'اگر یہ درخواست آپ نے نہیں کی تو اوپر والے لنک سے اپنا اکاؤنٹ رکھیں، پھر اپنا پاس ورڈ بدلیں۔',
      sms: 'Amparo: آپ کا اکاؤنٹ {date} کو حذف ہو جائے گا۔ اسے رکھنے کے لیے کھولیں {link}',
    },
    kinds: {
      family_ended: {
        subject: 'Amparo پر آپ کا خاندان ختم ہو گیا ہے',
        text: 'Amparo پر آپ کے خاندان کے سربراہ نے اپنا اکاؤنٹ حذف کر دیا ہے۔ Amparo پر آپ کا خاندان ختم ہو گیا ہے، اور اس کے ذریعے ملنے والا مکمل تحفظ بھی۔ آپ کی اپنی دستاویزات اور رابطے اب بھی آپ کے ہیں۔',
      },
      member_left: {
        subject: 'ایک رکن نے Amparo پر آپ کا خاندان چھوڑ دیا',
        text: 'Amparo پر آپ کے خاندان کے ایک رکن نے اپنا اکاؤنٹ حذف کر دیا ہے، اس لیے وہ اب آپ کے خاندان میں نہیں ہیں۔ ان کی جگہ دوبارہ خالی ہے۔',
      },
      shares_ended: {
        subject: 'آپ کے ساتھ شریک کی گئی دستاویزات اب دستیاب نہیں',
        text: 'Amparo پر آپ کے ساتھ دستاویزات شریک کرنے والے ایک شخص نے اپنا اکاؤنٹ حذف کر دیا ہے۔ وہ دستاویزات اب آپ کے لیے دستیاب نہیں ہیں۔',
      },
      consultation_ended: {
        subject: 'Amparo پر مشاورت کی ایک درخواست ختم ہو گئی',
        text: 'Amparo پر آپ کی مشاورت کی ایک درخواست میں دوسرے شخص نے اپنا اکاؤنٹ حذف کر دیا ہے، اس لیے وہ درخواست ختم ہو گئی ہے۔',
      },
    },
  },
};

export type RenderedAccountMessage = {
  language: LanguageCode;
  subject: string;
  emailText: string;
  sms: string;
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function languageOf(language: string): LanguageCode {
  return isLanguageCode(language) ? language : 'en';
}

/** To the person: their deletion is scheduled, with the day and the link that keeps the account. */
export function renderDeletionScheduled(
  language: string,
  values: { scheduledFor: Date; link: string },
): RenderedAccountMessage {
  const code = languageOf(language);
  const catalog = CATALOGS[code];
  const filled = { date: formatExpiryDate(values.scheduledFor, code), link: values.link };
  const { scheduled } = catalog;
  return {
    language: code,
    subject: fill(scheduled.subject, filled),
    emailText: [
      catalog.greeting,
      '',
      fill(scheduled.text, filled),
      '',
      scheduled.keep,
      values.link,
      '',
      scheduled.notYou,
      '',
      catalog.signature,
    ].join('\n'),
    // The link at the end, on its own: a messaging app must not take the next word into it.
    sms: fill(scheduled.sms, filled),
  };
}

/** To someone whose family, shares or consultation ended with another person's account. */
export function renderCounterpartNotice(
  language: string,
  kind: CounterpartNoticeKind,
  values: { link: string },
): RenderedAccountMessage {
  const code = languageOf(language);
  const catalog = CATALOGS[code];
  const line = catalog.kinds[kind];
  return {
    language: code,
    subject: line.subject,
    emailText: [catalog.greeting, '', line.text, '', values.link, '', catalog.signature].join('\n'),
    sms: `Amparo: ${line.text}\n${values.link}`,
  };
}

export const ACCOUNT_MESSAGE_LANGUAGES = Object.keys(CATALOGS) as LanguageCode[];
