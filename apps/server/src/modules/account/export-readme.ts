import type { LanguageCode } from '@amparo/contract/i18n/languages';

// The README.txt at the top of the export, in the person's language: what each file is, what was left out and
// why, and how the vault's documents can be opened outside Amparo with the recovery key. The technical steps
// follow packages/vault-crypto/README.md (protocol v1); the names in them (file names, column names, labels)
// stay in English because they are what a program or a helper will look for.

type Readme = {
  title: string;
  intro: string;
  keepSafe: string;
  filesHeading: string;
  readmeFile: string;
  dataFiles: string;
  vaultFiles: string;
  imageFiles: string;
  leftOutHeading: string;
  leftOut: string;
  decryptHeading: string;
  decryptIntro: string;
  steps: [string, string, string, string, string];
  noKey: string;
};

const TEXTS: Record<LanguageCode, Readme> = {
  en: {
    title: 'Your Amparo data',
    intro:
      'This file was made when you chose "Export my data" in Amparo. It holds everything your account keeps.',
    keepSafe:
      'Keep it somewhere safe: it contains your personal information. Your vault documents are still locked (encrypted) in it.',
    filesHeading: 'What each file is',
    readmeFile: 'README.txt: this explanation.',
    dataFiles:
      'data/<area>/<table>.json: your information, one file per kind (profile, emergency contacts, family, community posts, consultations, security log, and so on). Each file is a list of records in JSON, a plain text format that any computer can open.',
    vaultFiles:
      'vault/documents/<document>/<version>.amparo: each document in your vault, still locked. Only your recovery key (or your vault passphrase) can open it. data/vault/vault_keyrings.json and data/vault/vault_document_versions.json hold the locked keys needed to open them.',
    imageFiles: 'community/images/: the pictures you added to your community posts.',
    leftOutHeading: 'What was left out, and why',
    leftOut:
      'Your password, sign-in codes and other secrets are never included, even in a coded form. Nobody can use this file to get into your account.',
    decryptHeading: 'How to open your documents outside Amparo',
    decryptIntro:
      'The easiest way is to open them in the Amparo app with your passphrase or recovery key. To open them without Amparo, a person who knows programming can follow these steps (the full description is the open Amparo vault protocol, version 1):',
    steps: [
      '1. Recovery key → wrapping key: HKDF-SHA256 of the 32 bytes of your recovery key (Crockford base32, without dashes or check characters), empty salt, info "amparo-vault/v1/recovery".',
      '2. Vault key: open wrapped_by_recovery (data/vault/vault_keyrings.json, base64url) with AES-256-GCM; byte 0 is the version (1), then a 12-byte nonce; associated data "amparo-vault/v1|vault-key/recovery|<user_id>|".',
      '3. File key: open wrapped_file_key of the version (data/vault/vault_document_versions.json) with the vault key, the same way; associated data "amparo-vault/v1|file-key|<user_id>|<document_id>".',
      '4. Details (title, type, notes): encrypted_metadata, with the key HKDF(file key, its 16-byte salt, "amparo-vault/v1/metadata") and associated data "amparo-vault/v1|metadata|<document_id>".',
      '5. Content: the .amparo file is a version byte, a 16-byte salt, then 1 MiB chunks sealed with AES-256-GCM under HKDF(file key, salt, "amparo-vault/v1/payload"); nonce = chunk number in 11 bytes ‖ 1 for the last chunk, else 0; associated data "amparo-vault/v1|document|<document_id>".',
    ],
    noKey:
      'If you have lost both your passphrase and your recovery key, nobody can open the documents, not even Amparo.',
  },
  es: {
    title: 'Sus datos de Amparo',
    intro:
      'Este archivo se creó cuando eligió «Exportar mis datos» en Amparo. Contiene todo lo que guarda su cuenta.',
    keepSafe:
      'Guárdelo en un lugar seguro: contiene su información personal. Los documentos de su bóveda siguen bloqueados (cifrados) dentro de él.',
    filesHeading: 'Qué es cada archivo',
    readmeFile: 'README.txt: esta explicación.',
    dataFiles:
      'data/<área>/<tabla>.json: su información, un archivo por tipo (perfil, contactos de emergencia, familia, publicaciones en la comunidad, consultas, registro de seguridad, etc.). Cada archivo es una lista de registros en JSON, un formato de texto que cualquier computadora puede abrir.',
    vaultFiles:
      'vault/documents/<documento>/<versión>.amparo: cada documento de su bóveda, todavía bloqueado. Solo su clave de recuperación (o la frase de contraseña de su bóveda) puede abrirlo. data/vault/vault_keyrings.json y data/vault/vault_document_versions.json contienen las claves bloqueadas necesarias para abrirlos.',
    imageFiles: 'community/images/: las fotos que agregó a sus publicaciones en la comunidad.',
    leftOutHeading: 'Qué se dejó fuera y por qué',
    leftOut:
      'Su contraseña, sus códigos de inicio de sesión y otros secretos nunca se incluyen, ni siquiera en forma codificada. Nadie puede usar este archivo para entrar en su cuenta.',
    decryptHeading: 'Cómo abrir sus documentos fuera de Amparo',
    decryptIntro:
      'Lo más fácil es abrirlos en la aplicación Amparo con su frase de contraseña o su clave de recuperación. Para abrirlos sin Amparo, una persona que sepa programar puede seguir estos pasos (la descripción completa es el protocolo abierto de la bóveda de Amparo, versión 1):',
    steps: [
      '1. Clave de recuperación → clave de envoltura: HKDF-SHA256 de los 32 bytes de su clave de recuperación (Crockford base32, sin guiones ni caracteres de control), sal vacía, info "amparo-vault/v1/recovery".',
      '2. Clave de la bóveda: abra wrapped_by_recovery (data/vault/vault_keyrings.json, base64url) con AES-256-GCM; el byte 0 es la versión (1), luego un nonce de 12 bytes; datos asociados "amparo-vault/v1|vault-key/recovery|<user_id>|".',
      '3. Clave del archivo: abra wrapped_file_key de la versión (data/vault/vault_document_versions.json) con la clave de la bóveda, de la misma manera; datos asociados "amparo-vault/v1|file-key|<user_id>|<document_id>".',
      '4. Detalles (título, tipo, notas): encrypted_metadata, con la clave HKDF(clave del archivo, su sal de 16 bytes, "amparo-vault/v1/metadata") y datos asociados "amparo-vault/v1|metadata|<document_id>".',
      '5. Contenido: el archivo .amparo es un byte de versión, una sal de 16 bytes y luego bloques de 1 MiB sellados con AES-256-GCM bajo HKDF(clave del archivo, sal, "amparo-vault/v1/payload"); nonce = número de bloque en 11 bytes ‖ 1 para el último bloque, si no 0; datos asociados "amparo-vault/v1|document|<document_id>".',
    ],
    noKey:
      'Si perdió tanto su frase de contraseña como su clave de recuperación, nadie puede abrir los documentos, ni siquiera Amparo.',
  },
  ht: {
    title: 'Done Amparo ou yo',
    intro:
      'Fichye sa a te fèt lè ou te chwazi «Ekspòte done mwen yo» nan Amparo. Li gen tout sa kont ou an kenbe.',
    keepSafe:
      'Kenbe l yon kote ki an sekirite: li gen enfòmasyon pèsonèl ou. Dokiman ki nan kòf ou a toujou fèmen (chifre) ladan l.',
    filesHeading: 'Sa chak fichye ye',
    readmeFile: 'README.txt: eksplikasyon sa a.',
    dataFiles:
      'data/<zòn>/<tab>.json: enfòmasyon ou, yon fichye pou chak kalite (pwofil, kontak ijans, fanmi, piblikasyon nan kominote a, konsiltasyon, jounal sekirite, elatriye). Chak fichye se yon lis dosye an JSON, yon fòma tèks nenpòt òdinatè ka louvri.',
    vaultFiles:
      'vault/documents/<dokiman>/<vèsyon>.amparo: chak dokiman ki nan kòf ou a, toujou fèmen. Se sèlman kle rekiperasyon ou (oswa fraz sekrè kòf ou a) ki ka louvri l. data/vault/vault_keyrings.json ak data/vault/vault_document_versions.json gen kle fèmen ki nesesè pou louvri yo.',
    imageFiles: 'community/images/: foto ou te mete nan piblikasyon ou yo nan kominote a.',
    leftOutHeading: 'Sa ki pa ladan l, ak poukisa',
    leftOut:
      'Modpas ou, kòd koneksyon ou yo ak lòt sekrè pa janm ladan l, menm sou fòm kòd. Pèsonn pa ka sèvi ak fichye sa a pou antre nan kont ou.',
    decryptHeading: 'Kijan pou louvri dokiman ou yo andeyò Amparo',
    decryptIntro:
      'Fason ki pi fasil la se louvri yo nan aplikasyon Amparo a ak fraz sekrè ou oswa kle rekiperasyon ou. Pou louvri yo san Amparo, yon moun ki konn pwogramasyon ka swiv etap sa yo (deskripsyon konplè a se pwotokòl louvri kòf Amparo a, vèsyon 1):',
    steps: [
      '1. Kle rekiperasyon → kle anvlòp: HKDF-SHA256 32 byte kle rekiperasyon ou (Crockford base32, san tirè ni karaktè verifikasyon), sèl vid, info "amparo-vault/v1/recovery".',
      '2. Kle kòf la: louvri wrapped_by_recovery (data/vault/vault_keyrings.json, base64url) ak AES-256-GCM; byte 0 se vèsyon an (1), apre sa yon nonce 12 byte; done asosye "amparo-vault/v1|vault-key/recovery|<user_id>|".',
      '3. Kle fichye a: louvri wrapped_file_key vèsyon an (data/vault/vault_document_versions.json) ak kle kòf la, menm jan an; done asosye "amparo-vault/v1|file-key|<user_id>|<document_id>".',
      '4. Detay (tit, kalite, nòt): encrypted_metadata, ak kle HKDF(kle fichye a, sèl 16 byte li a, "amparo-vault/v1/metadata") ak done asosye "amparo-vault/v1|metadata|<document_id>".',
      '5. Kontni: fichye .amparo a se yon byte vèsyon, yon sèl 16 byte, apre sa moso 1 MiB ki sele ak AES-256-GCM anba HKDF(kle fichye a, sèl, "amparo-vault/v1/payload"); nonce = nimewo moso a sou 11 byte ‖ 1 pou dènye moso a, sinon 0; done asosye "amparo-vault/v1|document|<document_id>".',
    ],
    noKey:
      'Si ou pèdi ni fraz sekrè ou ni kle rekiperasyon ou, pèsonn pa ka louvri dokiman yo, menm Amparo pa kapab.',
  },
  pt: {
    title: 'Os seus dados do Amparo',
    intro:
      'Este arquivo foi criado quando você escolheu “Exportar meus dados” no Amparo. Ele contém tudo o que a sua conta guarda.',
    keepSafe:
      'Guarde-o em um lugar seguro: ele contém suas informações pessoais. Os documentos do seu cofre continuam trancados (criptografados) dentro dele.',
    filesHeading: 'O que é cada arquivo',
    readmeFile: 'README.txt: esta explicação.',
    dataFiles:
      'data/<área>/<tabela>.json: suas informações, um arquivo por tipo (perfil, contatos de emergência, família, publicações na comunidade, consultas, registro de segurança etc.). Cada arquivo é uma lista de registros em JSON, um formato de texto que qualquer computador consegue abrir.',
    vaultFiles:
      'vault/documents/<documento>/<versão>.amparo: cada documento do seu cofre, ainda trancado. Só a sua chave de recuperação (ou a frase secreta do seu cofre) pode abri-lo. data/vault/vault_keyrings.json e data/vault/vault_document_versions.json guardam as chaves trancadas necessárias para abri-los.',
    imageFiles: 'community/images/: as fotos que você adicionou às suas publicações na comunidade.',
    leftOutHeading: 'O que ficou de fora e por quê',
    leftOut:
      'A sua senha, os códigos de acesso e outros segredos nunca são incluídos, nem mesmo de forma codificada. Ninguém pode usar este arquivo para entrar na sua conta.',
    decryptHeading: 'Como abrir seus documentos fora do Amparo',
    decryptIntro:
      'O mais fácil é abri-los no aplicativo Amparo com a sua frase secreta ou a sua chave de recuperação. Para abri-los sem o Amparo, uma pessoa que saiba programar pode seguir estes passos (a descrição completa é o protocolo aberto do cofre do Amparo, versão 1):',
    steps: [
      '1. Chave de recuperação → chave de embrulho: HKDF-SHA256 dos 32 bytes da sua chave de recuperação (Crockford base32, sem hifens nem caracteres de verificação), sal vazio, info "amparo-vault/v1/recovery".',
      '2. Chave do cofre: abra wrapped_by_recovery (data/vault/vault_keyrings.json, base64url) com AES-256-GCM; o byte 0 é a versão (1), depois um nonce de 12 bytes; dados associados "amparo-vault/v1|vault-key/recovery|<user_id>|".',
      '3. Chave do arquivo: abra wrapped_file_key da versão (data/vault/vault_document_versions.json) com a chave do cofre, da mesma forma; dados associados "amparo-vault/v1|file-key|<user_id>|<document_id>".',
      '4. Detalhes (título, tipo, notas): encrypted_metadata, com a chave HKDF(chave do arquivo, o seu sal de 16 bytes, "amparo-vault/v1/metadata") e dados associados "amparo-vault/v1|metadata|<document_id>".',
      '5. Conteúdo: o arquivo .amparo é um byte de versão, um sal de 16 bytes e depois blocos de 1 MiB selados com AES-256-GCM sob HKDF(chave do arquivo, sal, "amparo-vault/v1/payload"); nonce = número do bloco em 11 bytes ‖ 1 para o último bloco, senão 0; dados associados "amparo-vault/v1|document|<document_id>".',
    ],
    noKey:
      'Se você perdeu tanto a sua frase secreta quanto a sua chave de recuperação, ninguém consegue abrir os documentos, nem mesmo o Amparo.',
  },
  fr: {
    title: 'Vos données Amparo',
    intro:
      'Ce fichier a été créé quand vous avez choisi « Exporter mes données » dans Amparo. Il contient tout ce que votre compte conserve.',
    keepSafe:
      'Gardez-le en lieu sûr : il contient vos informations personnelles. Les documents de votre coffre y restent verrouillés (chiffrés).',
    filesHeading: 'Ce que contient chaque fichier',
    readmeFile: 'README.txt : cette explication.',
    dataFiles:
      'data/<domaine>/<table>.json : vos informations, un fichier par type (profil, contacts d’urgence, famille, publications dans la communauté, consultations, journal de sécurité, etc.). Chaque fichier est une liste d’enregistrements en JSON, un format texte que tout ordinateur peut ouvrir.',
    vaultFiles:
      'vault/documents/<document>/<version>.amparo : chaque document de votre coffre, toujours verrouillé. Seule votre clé de récupération (ou la phrase secrète de votre coffre) peut l’ouvrir. data/vault/vault_keyrings.json et data/vault/vault_document_versions.json contiennent les clés verrouillées nécessaires pour les ouvrir.',
    imageFiles:
      'community/images/ : les photos que vous avez ajoutées à vos publications dans la communauté.',
    leftOutHeading: 'Ce qui n’y est pas, et pourquoi',
    leftOut:
      'Votre mot de passe, vos codes de connexion et les autres secrets ne sont jamais inclus, même sous forme codée. Personne ne peut utiliser ce fichier pour entrer dans votre compte.',
    decryptHeading: 'Comment ouvrir vos documents en dehors d’Amparo',
    decryptIntro:
      'Le plus simple est de les ouvrir dans l’application Amparo avec votre phrase secrète ou votre clé de récupération. Pour les ouvrir sans Amparo, une personne qui sait programmer peut suivre ces étapes (la description complète est le protocole ouvert du coffre Amparo, version 1) :',
    steps: [
      '1. Clé de récupération → clé d’emballage : HKDF-SHA256 des 32 octets de votre clé de récupération (Crockford base32, sans tirets ni caractères de contrôle), sel vide, info "amparo-vault/v1/recovery".',
      '2. Clé du coffre : ouvrez wrapped_by_recovery (data/vault/vault_keyrings.json, base64url) avec AES-256-GCM ; l’octet 0 est la version (1), puis un nonce de 12 octets ; données associées "amparo-vault/v1|vault-key/recovery|<user_id>|".',
      '3. Clé du fichier : ouvrez wrapped_file_key de la version (data/vault/vault_document_versions.json) avec la clé du coffre, de la même façon ; données associées "amparo-vault/v1|file-key|<user_id>|<document_id>".',
      '4. Détails (titre, type, notes) : encrypted_metadata, avec la clé HKDF(clé du fichier, son sel de 16 octets, "amparo-vault/v1/metadata") et les données associées "amparo-vault/v1|metadata|<document_id>".',
      '5. Contenu : le fichier .amparo est un octet de version, un sel de 16 octets, puis des blocs de 1 Mio scellés avec AES-256-GCM sous HKDF(clé du fichier, sel, "amparo-vault/v1/payload") ; nonce = numéro du bloc sur 11 octets ‖ 1 pour le dernier bloc, sinon 0 ; données associées "amparo-vault/v1|document|<document_id>".',
    ],
    noKey:
      'Si vous avez perdu à la fois votre phrase secrète et votre clé de récupération, personne ne peut ouvrir les documents, pas même Amparo.',
  },
  ar: {
    title: 'بياناتك في Amparo',
    intro: 'أُنشئ هذا الملف عندما اخترت «تصدير بياناتي» في Amparo. وهو يحتوي على كل ما يحفظه حسابك.',
    keepSafe: 'احفظه في مكان آمن: فهو يحتوي على معلوماتك الشخصية. ولا تزال مستندات خزنتك فيه مقفلة (مشفّرة).',
    filesHeading: 'ما هو كل ملف',
    readmeFile: 'README.txt: هذا الشرح.',
    dataFiles:
      'data/<المجال>/<الجدول>.json: معلوماتك، ملف لكل نوع (الملف الشخصي، جهات اتصال الطوارئ، العائلة، منشورات المجتمع، الاستشارات، سجل الأمان، وغير ذلك). كل ملف قائمة من السجلات بصيغة JSON، وهي صيغة نصية يستطيع أي حاسوب فتحها.',
    vaultFiles:
      'vault/documents/<المستند>/<الإصدار>.amparo: كل مستند في خزنتك، ولا يزال مقفلًا. لا يفتحه إلا مفتاح الاسترداد (أو عبارة مرور خزنتك). ويحتوي الملفان data/vault/vault_keyrings.json وdata/vault/vault_document_versions.json على المفاتيح المقفلة اللازمة لفتحها.',
    imageFiles: 'community/images/: الصور التي أضفتها إلى منشوراتك في المجتمع.',
    leftOutHeading: 'ما لم يُضمَّن ولماذا',
    leftOut:
      'لا تُضمَّن أبدًا كلمة مرورك ولا رموز تسجيل الدخول ولا أي أسرار أخرى، ولا حتى بصيغة مرمّزة. لا يستطيع أحد استخدام هذا الملف للدخول إلى حسابك.',
    decryptHeading: 'كيف تفتح مستنداتك خارج Amparo',
    decryptIntro:
      'أسهل طريقة هي فتحها في تطبيق Amparo بعبارة المرور أو مفتاح الاسترداد. ولفتحها من دون Amparo، يستطيع شخص يعرف البرمجة اتباع هذه الخطوات (الوصف الكامل هو بروتوكول خزنة Amparo المفتوح، الإصدار 1):',
    steps: [
      '1. مفتاح الاسترداد ← مفتاح التغليف: HKDF-SHA256 لبايتات مفتاح الاسترداد الـ32 (Crockford base32، من دون الشرطات وأحرف التحقق)، بملح فارغ، وinfo "amparo-vault/v1/recovery".',
      '2. مفتاح الخزنة: افتح wrapped_by_recovery (data/vault/vault_keyrings.json، بصيغة base64url) باستخدام AES-256-GCM؛ البايت 0 هو الإصدار (1)، ثم nonce من 12 بايتًا؛ والبيانات المرتبطة "amparo-vault/v1|vault-key/recovery|<user_id>|".',
      '3. مفتاح الملف: افتح wrapped_file_key الخاص بالإصدار (data/vault/vault_document_versions.json) بمفتاح الخزنة بالطريقة نفسها؛ والبيانات المرتبطة "amparo-vault/v1|file-key|<user_id>|<document_id>".',
      '4. التفاصيل (العنوان، النوع، الملاحظات): encrypted_metadata، بالمفتاح HKDF(مفتاح الملف، ملحه ذو الـ16 بايتًا، "amparo-vault/v1/metadata") والبيانات المرتبطة "amparo-vault/v1|metadata|<document_id>".',
      '5. المحتوى: ملف .amparo هو بايت الإصدار، ثم ملح من 16 بايتًا، ثم أجزاء من 1 MiB مختومة بـAES-256-GCM بالمفتاح HKDF(مفتاح الملف، الملح، "amparo-vault/v1/payload")؛ nonce = رقم الجزء في 11 بايتًا ‖ 1 للجزء الأخير، وإلا 0؛ والبيانات المرتبطة "amparo-vault/v1|document|<document_id>".',
    ],
    noKey: 'إذا فقدت عبارة المرور ومفتاح الاسترداد معًا، فلا يستطيع أحد فتح المستندات، ولا حتى Amparo.',
  },
  ur: {
    title: 'آپ کا Amparo ڈیٹا',
    intro:
      'یہ فائل اس وقت بنی جب آپ نے Amparo میں «میرا ڈیٹا ڈاؤن لوڈ کریں» چنا۔ اس میں وہ سب کچھ ہے جو آپ کا اکاؤنٹ محفوظ رکھتا ہے۔',
    keepSafe:
      'اسے کسی محفوظ جگہ رکھیں: اس میں آپ کی ذاتی معلومات ہیں۔ آپ کی تجوری کی دستاویزات اس میں اب بھی مقفل (خفیہ) ہیں۔',
    filesHeading: 'ہر فائل کیا ہے',
    readmeFile: 'README.txt: یہ وضاحت۔',
    dataFiles:
      'data/<شعبہ>/<ٹیبل>.json: آپ کی معلومات، ہر قسم کے لیے ایک فائل (پروفائل، ہنگامی رابطے، خاندان، کمیونٹی کی پوسٹس، مشاورتیں، سکیورٹی لاگ وغیرہ)۔ ہر فائل JSON میں ریکارڈز کی ایک فہرست ہے، یہ ایک سادہ متن کی شکل ہے جسے کوئی بھی کمپیوٹر کھول سکتا ہے۔',
    vaultFiles:
      'vault/documents/<دستاویز>/<ورژن>.amparo: آپ کی تجوری کی ہر دستاویز، اب بھی مقفل۔ اسے صرف آپ کی بحالی کی چابی (یا آپ کی تجوری کا خفیہ جملہ) کھول سکتا ہے۔ data/vault/vault_keyrings.json اور data/vault/vault_document_versions.json میں وہ مقفل کلیدیں ہیں جو انہیں کھولنے کے لیے ضروری ہیں۔',
    imageFiles: 'community/images/: وہ تصویریں جو آپ نے کمیونٹی کی اپنی پوسٹس میں شامل کیں۔',
    leftOutHeading: 'کیا شامل نہیں کیا گیا، اور کیوں',
    leftOut:
      'آپ کا پاس ورڈ، سائن اِن کوڈز اور دوسرے راز کبھی شامل نہیں کیے جاتے، کوڈ کی شکل میں بھی نہیں۔ کوئی بھی اس فائل سے آپ کے اکاؤنٹ میں داخل نہیں ہو سکتا۔',
    decryptHeading: 'Amparo کے باہر اپنی دستاویزات کیسے کھولیں',
    decryptIntro:
      'سب سے آسان طریقہ یہ ہے کہ انہیں Amparo ایپ میں اپنے خفیہ جملے یا بحالی کی چابی سے کھولیں۔ Amparo کے بغیر کھولنے کے لیے، پروگرامنگ جاننے والا کوئی شخص یہ مراحل اپنا سکتا ہے (پوری تفصیل Amparo والٹ کا کھلا پروٹوکول، ورژن 1، ہے):',
    steps: [
      '1. بحالی کی چابی ← ریپنگ کی: آپ کی بحالی کی چابی کے 32 بائٹس (Crockford base32، ڈیش اور چیک کریکٹرز کے بغیر) کا HKDF-SHA256، خالی سالٹ، info "amparo-vault/v1/recovery"۔',
      '2. والٹ کی: wrapped_by_recovery (data/vault/vault_keyrings.json، base64url) کو AES-256-GCM سے کھولیں؛ بائٹ 0 ورژن (1) ہے، پھر 12 بائٹ کا nonce؛ منسلک ڈیٹا "amparo-vault/v1|vault-key/recovery|<user_id>|"۔',
      '3. فائل کی: ورژن کی wrapped_file_key (data/vault/vault_document_versions.json) کو والٹ کی سے اسی طرح کھولیں؛ منسلک ڈیٹا "amparo-vault/v1|file-key|<user_id>|<document_id>"۔',
      '4. تفصیلات (عنوان، قسم، نوٹس): encrypted_metadata، کلید HKDF(فائل کی، اس کا 16 بائٹ کا سالٹ، "amparo-vault/v1/metadata") اور منسلک ڈیٹا "amparo-vault/v1|metadata|<document_id>" کے ساتھ۔',
      '5. مواد: ‎.amparo فائل ایک ورژن بائٹ، 16 بائٹ کا سالٹ، پھر 1 MiB کے حصے ہیں جو HKDF(فائل کی، سالٹ، "amparo-vault/v1/payload") کے تحت AES-256-GCM سے بند کیے گئے ہیں؛ nonce = حصے کا نمبر 11 بائٹس میں ‖ آخری حصے کے لیے 1، ورنہ 0؛ منسلک ڈیٹا "amparo-vault/v1|document|<document_id>"۔',
    ],
    noKey:
      'اگر آپ نے اپنا خفیہ جملہ اور بحالی کی چابی دونوں کھو دیے ہیں تو کوئی بھی دستاویزات نہیں کھول سکتا، Amparo بھی نہیں۔',
  },
};

/** The README in the person's language, with Windows line endings so Notepad shows the lines too. */
export function renderExportReadme(language: LanguageCode): string {
  const text = TEXTS[language];
  const lines = [
    text.title,
    '='.repeat(text.title.length),
    '',
    text.intro,
    text.keepSafe,
    '',
    text.filesHeading,
    '-'.repeat(text.filesHeading.length),
    `- ${text.readmeFile}`,
    `- ${text.dataFiles}`,
    `- ${text.vaultFiles}`,
    `- ${text.imageFiles}`,
    '',
    text.leftOutHeading,
    '-'.repeat(text.leftOutHeading.length),
    text.leftOut,
    '',
    text.decryptHeading,
    '-'.repeat(text.decryptHeading.length),
    text.decryptIntro,
    '',
    ...text.steps,
    '',
    text.noKey,
    '',
  ];
  return lines.join('\r\n');
}

export const EXPORT_README_LANGUAGES = Object.keys(TEXTS) as LanguageCode[];
