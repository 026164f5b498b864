import { isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';

// What a consultation's change tells the other side (issue 13, point 3), in the recipient's language: who, what
// changed, and the link to the request. Never what was written (the message, a note), the topic or a document:
// an email or a text message can be read over a shoulder or on a shared phone. A person is never named to the
// professional either (the request carries no name); the professional's listed name is public.

export const CONSULTATION_NOTICE_KINDS = [
  /** To the professional. */
  'requested',
  'cancelled',
  'time_accepted',
  /** To the person. */
  'accepted',
  'time_proposed',
  'declined',
  'done',
  'closed',
] as const;
export type ConsultationNoticeKind = (typeof CONSULTATION_NOTICE_KINDS)[number];

type Line = { subject: string; text: string };

type Catalog = {
  greeting: string;
  open: string;
  privacy: string;
  signature: string;
  kinds: Record<ConsultationNoticeKind, Line>;
};

const CATALOGS: Record<LanguageCode, Catalog> = {
  en: {
    greeting: 'Hello,',
    open: 'See the details and what you can do next in Amparo:',
    privacy: 'For your privacy, this message does not include what was written or any document.',
    signature: 'The Amparo team',
    kinds: {
      requested: {
        subject: 'New consultation request on Amparo',
        text: 'Someone asked you for a consultation on Amparo.',
      },
      cancelled: {
        subject: 'A consultation request was cancelled',
        text: 'A person who asked you for a consultation on Amparo cancelled the request.',
      },
      time_accepted: {
        subject: 'Your proposed time was accepted',
        text: 'A person accepted the time you proposed for their consultation on Amparo.',
      },
      accepted: {
        subject: '{name} accepted your consultation request',
        text: '{name} accepted your consultation request. The agreed time is in Amparo.',
      },
      time_proposed: {
        subject: '{name} proposed another time',
        text: '{name} proposed another time for your consultation. Accept it in Amparo, or cancel the request.',
      },
      declined: {
        subject: '{name} declined your consultation request',
        text: '{name} declined your consultation request. You can ask another verified lawyer or accredited representative in Amparo.',
      },
      done: {
        subject: 'Your consultation with {name} is done',
        text: '{name} marked your consultation as done. You can now leave a review.',
      },
      closed: {
        subject: '{name} closed your consultation request',
        text: '{name} closed your consultation request.',
      },
    },
  },
  es: {
    greeting: 'Hola:',
    open: 'Vea los detalles y lo que puede hacer ahora en Amparo:',
    privacy: 'Por su privacidad, este mensaje no incluye lo que se escribió ni ningún documento.',
    signature: 'El equipo de Amparo',
    kinds: {
      requested: {
        subject: 'Nueva solicitud de consulta en Amparo',
        text: 'Una persona le pidió una consulta en Amparo.',
      },
      cancelled: {
        subject: 'Se canceló una solicitud de consulta',
        text: 'Una persona que le había pedido una consulta en Amparo canceló la solicitud.',
      },
      time_accepted: {
        subject: 'Se aceptó el horario que usted propuso',
        text: 'Una persona aceptó el horario que usted propuso para su consulta en Amparo.',
      },
      accepted: {
        subject: '{name} aceptó su solicitud de consulta',
        text: '{name} aceptó su solicitud de consulta. El horario acordado está en Amparo.',
      },
      time_proposed: {
        subject: '{name} propuso otro horario',
        text: '{name} propuso otro horario para su consulta. Acéptelo en Amparo o cancele la solicitud.',
      },
      declined: {
        subject: '{name} no aceptó su solicitud de consulta',
        text: '{name} no aceptó su solicitud de consulta. Puede pedir ayuda a otro abogado o representante acreditado verificado en Amparo.',
      },
      done: {
        subject: 'Su consulta con {name} terminó',
        text: '{name} marcó su consulta como realizada. Ahora puede dejar una reseña.',
      },
      closed: {
        subject: '{name} cerró su solicitud de consulta',
        text: '{name} cerró su solicitud de consulta.',
      },
    },
  },
  ht: {
    greeting: 'Bonjou,',
    open: 'Gade detay yo ak sa ou ka fè kounye a nan Amparo:',
    privacy: 'Pou pwoteje vi prive w, mesaj sa a pa gen sa ki te ekri a ni okenn dokiman ladan l.',
    signature: 'Ekip Amparo a',
    kinds: {
      requested: {
        subject: 'Nouvo demann konsiltasyon sou Amparo',
        text: 'Yon moun mande w yon konsiltasyon sou Amparo.',
      },
      cancelled: {
        subject: 'Yon demann konsiltasyon anile',
        text: 'Yon moun ki te mande w yon konsiltasyon sou Amparo anile demann lan.',
      },
      time_accepted: {
        subject: 'Moun nan aksepte lè ou te pwopoze a',
        text: 'Yon moun aksepte lè ou te pwopoze pou konsiltasyon l sou Amparo.',
      },
      accepted: {
        subject: '{name} aksepte demann konsiltasyon ou',
        text: '{name} aksepte demann konsiltasyon ou. Lè nou dakò a nan Amparo.',
      },
      time_proposed: {
        subject: '{name} pwopoze yon lòt lè',
        text: '{name} pwopoze yon lòt lè pou konsiltasyon ou. Aksepte l nan Amparo, oswa anile demann lan.',
      },
      declined: {
        subject: '{name} pa aksepte demann konsiltasyon ou',
        text: '{name} pa aksepte demann konsiltasyon ou. Ou ka mande yon lòt avoka oswa yon lòt reprezantan akredite ki verifye nan Amparo.',
      },
      done: {
        subject: 'Konsiltasyon ou ak {name} fini',
        text: '{name} make konsiltasyon ou kòm fini. Kounye a ou ka bay avi w.',
      },
      closed: {
        subject: '{name} fèmen demann konsiltasyon ou',
        text: '{name} fèmen demann konsiltasyon ou.',
      },
    },
  },
  pt: {
    greeting: 'Olá,',
    open: 'Veja os detalhes e o que você pode fazer agora no Amparo:',
    privacy:
      'Para proteger sua privacidade, esta mensagem não inclui o que foi escrito nem nenhum documento.',
    signature: 'Equipe Amparo',
    kinds: {
      requested: {
        subject: 'Nova solicitação de consulta no Amparo',
        text: 'Uma pessoa pediu uma consulta com você no Amparo.',
      },
      cancelled: {
        subject: 'Uma solicitação de consulta foi cancelada',
        text: 'Uma pessoa que tinha pedido uma consulta com você no Amparo cancelou a solicitação.',
      },
      time_accepted: {
        subject: 'O horário que você propôs foi aceito',
        text: 'Uma pessoa aceitou o horário que você propôs para a consulta dela no Amparo.',
      },
      accepted: {
        subject: '{name} aceitou sua solicitação de consulta',
        text: '{name} aceitou sua solicitação de consulta. O horário combinado está no Amparo.',
      },
      time_proposed: {
        subject: '{name} propôs outro horário',
        text: '{name} propôs outro horário para sua consulta. Aceite no Amparo ou cancele a solicitação.',
      },
      declined: {
        subject: '{name} recusou sua solicitação de consulta',
        text: '{name} recusou sua solicitação de consulta. Você pode pedir ajuda a outro advogado ou representante credenciado verificado no Amparo.',
      },
      done: {
        subject: 'Sua consulta com {name} foi concluída',
        text: '{name} marcou sua consulta como concluída. Agora você pode deixar uma avaliação.',
      },
      closed: {
        subject: '{name} encerrou sua solicitação de consulta',
        text: '{name} encerrou sua solicitação de consulta.',
      },
    },
  },
  fr: {
    greeting: 'Bonjour,',
    open: 'Consultez les détails et ce que vous pouvez faire maintenant dans Amparo :',
    privacy: 'Pour protéger votre vie privée, ce message ne reprend ni ce qui a été écrit ni aucun document.',
    signature: 'L’équipe Amparo',
    kinds: {
      requested: {
        subject: 'Nouvelle demande de consultation sur Amparo',
        text: 'Une personne vous a demandé une consultation sur Amparo.',
      },
      cancelled: {
        subject: 'Une demande de consultation a été annulée',
        text: 'Une personne qui vous avait demandé une consultation sur Amparo a annulé sa demande.',
      },
      time_accepted: {
        subject: 'L’horaire que vous avez proposé a été accepté',
        text: 'Une personne a accepté l’horaire que vous avez proposé pour sa consultation sur Amparo.',
      },
      accepted: {
        subject: '{name} a accepté votre demande de consultation',
        text: '{name} a accepté votre demande de consultation. L’horaire convenu est dans Amparo.',
      },
      time_proposed: {
        subject: '{name} a proposé un autre horaire',
        text: '{name} a proposé un autre horaire pour votre consultation. Acceptez-le dans Amparo, ou annulez la demande.',
      },
      declined: {
        subject: '{name} a refusé votre demande de consultation',
        text: '{name} a refusé votre demande de consultation. Vous pouvez vous adresser à un autre avocat ou représentant accrédité vérifié dans Amparo.',
      },
      done: {
        subject: 'Votre consultation avec {name} a eu lieu',
        text: '{name} a indiqué que votre consultation a eu lieu. Vous pouvez maintenant laisser un avis.',
      },
      closed: {
        subject: '{name} a clos votre demande de consultation',
        text: '{name} a clos votre demande de consultation.',
      },
    },
  },
  ar: {
    greeting: 'مرحبًا،',
    open: 'يمكنك الاطلاع على التفاصيل وعلى الخطوات التالية في Amparo:',
    privacy: 'حفاظًا على خصوصيتك، لا تتضمن هذه الرسالة ما كُتب ولا أي مستند.',
    signature: 'فريق Amparo',
    kinds: {
      requested: {
        subject: 'طلب استشارة جديد على Amparo',
        text: 'وصلك طلب استشارة جديد على Amparo.',
      },
      cancelled: {
        subject: 'تم إلغاء طلب استشارة',
        text: 'تم إلغاء طلب استشارة كان قد أُرسل إليك على Amparo.',
      },
      time_accepted: {
        subject: 'تمت الموافقة على الموعد الذي اقترحته',
        text: 'تمت الموافقة على الموعد الذي اقترحته لإحدى الاستشارات على Amparo.',
      },
      accepted: {
        subject: 'تم قبول طلب الاستشارة المرسل إلى {name}',
        text: 'تم قبول طلب الاستشارة الذي أرسلته إلى {name}. الموعد المتفق عليه موجود في Amparo.',
      },
      time_proposed: {
        subject: 'موعد آخر مقترح من {name}',
        text: 'اقتُرح موعد آخر لاستشارتك من {name}. يمكنك قبوله في Amparo أو إلغاء الطلب.',
      },
      declined: {
        subject: 'لم يُقبل طلب الاستشارة المرسل إلى {name}',
        text: 'لم يُقبل طلب الاستشارة الذي أرسلته إلى {name}. يمكنك طلب المساعدة من محامٍ آخر أو ممثل معتمد آخر تم التحقق منه في Amparo.',
      },
      done: {
        subject: 'انتهت استشارتك مع {name}',
        text: 'تم تسجيل استشارتك مع {name} على أنها تمت. يمكنك الآن كتابة تقييم.',
      },
      closed: {
        subject: 'تم إغلاق طلب الاستشارة المرسل إلى {name}',
        text: 'تم إغلاق طلب الاستشارة الذي أرسلته إلى {name}.',
      },
    },
  },
  ur: {
    greeting: 'السلام علیکم،',
    open: 'تفصیلات اور آگے کے اقدامات Amparo میں دیکھیں:',
    privacy: 'آپ کی رازداری کے لیے اس پیغام میں نہ لکھی گئی بات شامل ہے اور نہ کوئی دستاویز۔',
    signature: 'Amparo ٹیم',
    kinds: {
      requested: {
        subject: 'Amparo پر مشاورت کی نئی درخواست',
        text: 'کسی نے Amparo پر آپ سے مشاورت کی درخواست کی ہے۔',
      },
      cancelled: {
        subject: 'مشاورت کی ایک درخواست منسوخ کر دی گئی',
        text: 'Amparo پر آپ سے مشاورت مانگنے والے شخص نے اپنی درخواست منسوخ کر دی ہے۔',
      },
      time_accepted: {
        subject: 'آپ کا تجویز کردہ وقت قبول کر لیا گیا',
        text: 'ایک شخص نے Amparo پر اپنی مشاورت کے لیے آپ کا تجویز کردہ وقت قبول کر لیا ہے۔',
      },
      accepted: {
        subject: '{name} نے آپ کی مشاورت کی درخواست قبول کر لی',
        text: '{name} نے آپ کی مشاورت کی درخواست قبول کر لی ہے۔ طے شدہ وقت Amparo میں موجود ہے۔',
      },
      time_proposed: {
        subject: '{name} نے دوسرا وقت تجویز کیا',
        text: '{name} نے آپ کی مشاورت کے لیے دوسرا وقت تجویز کیا ہے۔ اسے Amparo میں قبول کریں یا درخواست منسوخ کر دیں۔',
      },
      declined: {
        subject: '{name} نے آپ کی مشاورت کی درخواست قبول نہیں کی',
        text: '{name} نے آپ کی مشاورت کی درخواست قبول نہیں کی۔ آپ Amparo پر کسی دوسرے تصدیق شدہ وکیل یا منظور شدہ نمائندے سے مدد لے سکتے ہیں۔',
      },
      done: {
        subject: '{name} کے ساتھ آپ کی مشاورت مکمل ہو گئی',
        text: '{name} نے آپ کی مشاورت کو مکمل قرار دیا ہے۔ اب آپ اپنا تبصرہ لکھ سکتے ہیں۔',
      },
      closed: {
        subject: '{name} نے آپ کی مشاورت کی درخواست بند کر دی',
        text: '{name} نے آپ کی مشاورت کی درخواست بند کر دی ہے۔',
      },
    },
  },
};

const RTL: ReadonlySet<LanguageCode> = new Set(['ar', 'ur']);

/** Keeps a Latin name in its own direction inside an Arabic or Urdu sentence (first-strong isolate). */
function isolate(text: string, language: LanguageCode): string {
  return RTL.has(language) ? `\u2068${text}\u2069` : text;
}

function fill(template: string, name: string): string {
  return template.replaceAll('{name}', name);
}

export type RenderedConsultationNotice = {
  language: LanguageCode;
  subject: string;
  emailText: string;
  sms: string;
};

export function renderConsultationNotice(
  language: string,
  kind: ConsultationNoticeKind,
  values: { professionalName: string; link: string },
): RenderedConsultationNotice {
  const code: LanguageCode = isLanguageCode(language) ? language : 'en';
  const catalog = CATALOGS[code];
  const line = catalog.kinds[kind];
  const name = isolate(values.professionalName, code);
  const sentence = fill(line.text, name);
  return {
    language: code,
    // A subject line is shown on its own, where an isolate mark may show as a box: the plain name.
    subject: fill(line.subject, values.professionalName),
    emailText: [
      catalog.greeting,
      '',
      sentence,
      '',
      catalog.open,
      values.link,
      '',
      catalog.privacy,
      '',
      catalog.signature,
    ].join('\n'),
    // The link on its own line: a messaging app must not take the next word into it.
    sms: `Amparo: ${sentence}\n${values.link}`,
  };
}

/** Which message a change makes, by the status it led to and the side that made it. */
export function noticeKindFor(
  status: string,
  actor: 'client' | 'professional',
): ConsultationNoticeKind | null {
  if (actor === 'client') {
    if (status === 'requested') return 'requested';
    if (status === 'cancelled') return 'cancelled';
    if (status === 'accepted') return 'time_accepted';
    return null;
  }
  if (status === 'accepted') return 'accepted';
  if (status === 'time_proposed') return 'time_proposed';
  if (status === 'declined') return 'declined';
  if (status === 'done') return 'done';
  if (status === 'closed') return 'closed';
  return null;
}
