/** Japanese: the default and fallback language (SPEC.md section 1). Every key exists in en.ts too. */
export const ja = {
  app: {
    name: 'Kizuki',
    tagline: '競合・市場の気づきを、すばやく共有',
  },
  auth: {
    signingIn: 'サインインしています…',
    signOut: 'サインアウト',
  },
  nav: {
    label: 'メインメニュー',
    home: 'ホーム',
    posts: '投稿一覧',
    tasks: 'タスク',
    notifications: 'お知らせ',
    profile: 'プロフィール',
  },
  home: {
    greeting: '{{name}}さん、おはようございます',
    welcome: '{{name}}さん、ようこそ',
    timelineSoon: 'タイムラインはここに表示されます',
    timelineSoonBody: '承認された投稿がここに新しい順で並びます。',
  },
  profile: {
    email: 'メールアドレス',
    role: 'ロール',
    unit: '事業部',
    organization: '組織',
  },
  roles: {
    mr: 'MR',
    'mr-approver': 'MR承認者',
    rm: 'RM',
    pmo: 'PMO',
    'pmo-approver': 'PMO承認者',
    hq: '本社',
  },
  screens: {
    comingSoon: 'この画面は準備中です',
    comingSoonBody: '次のリリースで利用できるようになります。',
  },
  terms: {
    title: 'ご利用にあたって',
    intro:
      'Kizuki は社内で競合・市場の事実情報を共有するためのアプリです。ご利用の前に、次のルールをご確認ください。',
    rules: {
      noExternalUse: '本アプリの情報を社外の活動に使用しないこと',
      competitorOnly: '投稿は競合・市場の情報に限ること',
      noOwnCompany: '自社の活動や製品について記載しないこと',
      noIdentification:
        '医療従事者・医療機関・患者を特定できる情報を記載しないこと（講演会の案内を除く）',
      noDefamation: '他社や他社製品を誹謗中傷しないこと',
      noAdverseEvents: '自社の有害事象情報を記載しないこと',
      principleBased: 'その他はプリンシプルベースで報告すること',
    },
    agreeRules: '上記のルールに同意します',
    attendedBriefing: '事前説明会に参加した、または録画を視聴しました',
    start: '利用を開始する',
  },
  error: {
    title: '問題が発生しました',
    userNotFound: 'ユーザーが登録されていないようです。',
    signInFailed: 'サインインを完了できませんでした。',
    generic: 'うまくいきませんでした。',
    contactAdmin: '解決しない場合は、システム管理者にお問い合わせください。',
    reload: 'トップに戻って再読み込み',
  },
};
