import type { NotificationKind, PostLanguage } from '@amparo/contract/community/community-limits';

// What a web push says, in the language of the device it goes to. A push shows on a lock screen, where anyone near
// the phone can read it: it says that something happened, never what anyone wrote, who wrote it or where.

const BODIES: Record<PostLanguage, Record<NotificationKind, string>> = {
  en: {
    reply: 'Someone replied to your post',
    reaction: 'Someone found your post helpful',
    moderation: 'There is news about something you posted',
    report_verified: 'Your report was reviewed',
    official_alert: 'New official alert in the community',
  },
  es: {
    reply: 'Alguien respondió a su publicación',
    reaction: 'A alguien le resultó útil su publicación',
    moderation: 'Hay novedades sobre algo que usted publicó',
    report_verified: 'Se revisó su reporte',
    official_alert: 'Nueva alerta oficial en la comunidad',
  },
  ht: {
    reply: 'Yon moun reponn piblikasyon ou an',
    reaction: 'Yon moun jwenn piblikasyon ou an itil',
    moderation: 'Gen nouvèl sou yon bagay ou te pibliye',
    report_verified: 'Yo revize rapò ou a',
    official_alert: 'Nouvo alèt ofisyèl nan kominote a',
  },
  pt: {
    reply: 'Alguém respondeu à sua publicação',
    reaction: 'Alguém achou sua publicação útil',
    moderation: 'Há novidades sobre algo que você publicou',
    report_verified: 'Seu relato foi analisado',
    official_alert: 'Novo alerta oficial na comunidade',
  },
  fr: {
    reply: 'Quelqu’un a répondu à votre publication',
    reaction: 'Quelqu’un a trouvé votre publication utile',
    moderation: 'Il y a du nouveau concernant l’une de vos publications',
    report_verified: 'Votre signalement a été examiné',
    official_alert: 'Nouvelle alerte officielle dans la communauté',
  },
  ar: {
    reply: 'ردّ أحدهم على منشورك',
    reaction: 'وجد أحدهم منشورك مفيدًا',
    moderation: 'هناك مستجدات بشأن شيء نشرته',
    report_verified: 'تمت مراجعة بلاغك',
    official_alert: 'تنبيه رسمي جديد في المجتمع',
  },
  ur: {
    reply: 'کسی نے آپ کی پوسٹ کا جواب دیا',
    reaction: 'کسی کو آپ کی پوسٹ مفید لگی',
    moderation: 'آپ کی کسی پوسٹ کے بارے میں نئی اطلاع ہے',
    report_verified: 'آپ کی رپورٹ کا جائزہ لے لیا گیا',
    official_alert: 'کمیونٹی میں نیا سرکاری الرٹ',
  },
};

/** The JSON the service worker turns into a notification (apps/web service worker, `push` event). */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export function renderPushMessage(language: PostLanguage, kind: NotificationKind): PushMessage {
  return {
    title: 'Amparo',
    body: (BODIES[language] ?? BODIES.en)[kind],
    url: '/community?tab=alerts',
    // One notification per kind on the device: a second reply replaces the first instead of piling up.
    tag: `community-${kind}`,
  };
}
