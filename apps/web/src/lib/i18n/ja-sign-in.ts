/**
 * Japanese strings of what a person meets while signing in: the terms dialog, the sign-in's return
 * and the error page. They load with those (lazyComponent's `strings`), not with every screen's
 * (ja-screens.ts): a first sign-in downloads these alone (issue 40).
 */
export const jaSignIn = {
  terms: {
    title: 'ご利用にあたって',
    /** The dialog's choice of language (its own key: the profile's settings load later). */
    language: '言語',
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
    versionChanged: '利用ルールが更新されました。内容を確認して、もう一度同意してください。',
    /** Shown to a person who accepted an earlier version: the terms changed since. */
    updated: '利用規約が更新されました。内容を確認して、あらためて同意してください。',
    updatedOn: '利用規約が{{date}}に更新されました。内容を確認して、あらためて同意してください。',
    agreeRules: '上記のルールに同意します',
    agreeTerms: '上記の利用規約に同意します',
    attendedBriefing: '事前説明会に参加した、または録画を視聴しました',
    start: '利用を開始する',
  },
  error: {
    title: '問題が発生しました',
    userNotFound: 'ユーザーが登録されていないようです。',
    userDeactivated: '管理者によってアカウントが無効にされています。',
    signInFailed: 'サインインを完了できませんでした。',
    signInUnreachable:
      'サインインサービスに接続できません。しばらく待ってから、もう一度お試しください。',
    generic: 'うまくいきませんでした。',
    contactAdmin: '解決しない場合は、システム管理者にお問い合わせください。',
    reload: 'トップに戻って再読み込み',
    retry: 'もう一度試す',
    otherAccount: '別のアカウントでサインイン',
  },
};
